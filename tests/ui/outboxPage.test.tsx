import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../src/dataProvider';
import type { CountEntry, OutboxEntry } from '../../src/domain/engine/outbox';
import { i18nProvider } from '../../src/i18n';
import { outboxMr } from '../../src/i18n/mr/outbox';
import { periodMr } from '../../src/i18n/mr/period';
import { createOutbox } from '../../src/outbox/outbox';
import { OutboxContext } from '../../src/outbox/OutboxContext';
import { OutboxPage } from '../../src/custom/outbox/OutboxPage';
import { memoryOutbox } from '../../src/outbox/outboxStore';
import { fakeAuthProvider, fakeDataProvider, permissionsAt } from './pickerHarness';
import { aConflict } from '../support/saveConflicts';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
const W = outboxMr.outbox;
const R = periodMr.periodRequest;

const entry = (key: string, extra: Partial<CountEntry> = {}): CountEntry => ({
  key,
  owner: 6,
  module: 'sanghik',
  body: {
    locationId: 8,
    year: '2026-27',
    month: 10,
    records: [
      { subject_id: 1, version: 0, values: { baal: 3 } },
      { subject_id: 2, version: 1, values: { praudh: 5 } },
    ],
  },
  savedAt: Date.UTC(2026, 9, 15, 6, 0),
  attempts: 2,
  nextAt: Date.now() + 60_000,
  state: 'waiting',
  ...extra,
});

async function setup(entries: OutboxEntry[]) {
  const store = memoryOutbox();
  for (const e of entries) await store.put(e);
  const send = vi.fn<(e: OutboxEntry) => Promise<unknown>>(async () => ({ saved: 1 }));
  const outbox = createOutbox(store, send);
  outbox.setOwner(6);
  await outbox.ready;
  localStorage.setItem(
    'ssm.deviceLabels',
    JSON.stringify({ places: { 8: 'पौड उपखंड' }, subjects: {} }),
  );
  const askReopening = vi.fn<AppDataProvider['askReopening']>(async () => ({ request_id: 5 }));
  render(
    <OutboxContext.Provider value={outbox}>
      <AdminContext
        dataProvider={fakeDataProvider({ askReopening })}
        authProvider={fakeAuthProvider(permissionsAt(8))}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <OutboxPage />
      </AdminContext>
    </OutboxContext.Provider>,
  );
  return { outbox, send, askReopening };
}

describe('the outbox screen (issue 26)', () => {
  it('says when nothing waits', async () => {
    await setup([]);
    expect(await screen.findByText(W.empty)).toBeInTheDocument();
  });

  it('lists each kept save with its place, period, records and state, and discards one after asking', async () => {
    const { outbox } = await setup([entry('a')]);
    const card = within(await screen.findByTestId('outbox-entry'));
    expect(card.getByRole('heading')).toHaveTextContent('सांघिक नोंदणी — पौड उपखंड');
    expect(card.getByText(/2026-27 · ऑक्टोबर · 2 नोंदी · जतन केले/)).toBeInTheDocument();
    expect(card.getByText(W.state.waiting)).toBeInTheDocument();
    fireEvent.click(card.getByRole('button', { name: W.discard }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('या 2 नोंदी काढून टाकायच्या आहेत का?')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: W.discard }));
    await waitFor(() => expect(outbox.entries()).toEqual([]));
    expect(await screen.findByText(W.empty)).toBeInTheDocument();
  });

  it('says why a save was refused and sends a conflict again with the user’s figures', async () => {
    const conflicts = [aConflict()];
    const refused = entry('b', {
      state: 'attention',
      problem: { status: 409, code: 'STALE', message: 'x', conflicts },
    });
    const { send } = await setup([refused]);
    const card = within(await screen.findByTestId('outbox-entry'));
    expect(card.getByText(/दुसऱ्या कोणी याच दरम्यान वेगळे आकडे जतन केले: संकल्प 2/)).toBeInTheDocument();
    fireEvent.click(card.getByRole('button', { name: W.keepMine }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect((send.mock.calls[0]![0] as CountEntry).body.records).toEqual([
      { subject_id: 2, version: 3, values: { praudh: 5 } },
    ]);
    expect(await screen.findByText(W.empty)).toBeInTheDocument();
  });

  it('sends a save refused for a closed period with a request to reopen it', async () => {
    const closed = entry('c', {
      state: 'attention',
      problem: { status: 409, code: 'PERIOD_CLOSED', message: 'closed' },
    });
    const { askReopening, outbox } = await setup([closed]);
    const card = within(await screen.findByTestId('outbox-entry'));
    expect(card.queryByRole('button', { name: W.retry })).not.toBeInTheDocument();
    fireEvent.click(card.getByRole('button', { name: R.ask }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(new RegExp(R.reason)), {
      target: { value: 'गावात जोडणी नव्हती' },
    });
    fireEvent.click(dialog.getByRole('button', { name: R.send }));
    await waitFor(() => expect(askReopening).toHaveBeenCalledTimes(1));
    expect(askReopening).toHaveBeenCalledWith('sanghik', {
      locationId: 8,
      year: '2026-27',
      month: 10,
      reason: 'गावात जोडणी नव्हती',
      records: closed.body.records,
      confirmedUnusual: true,
    });
    await waitFor(() => expect(outbox.entries()).toEqual([]));
  });
});
