import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '../../src/dataProvider/apiCall';
import { countFormMethods, sendKeptSave } from '../../src/dataProvider/countForms';
import type { CountEntry } from '../../src/domain/engine/outbox';
import { outboxMr } from '../../src/i18n/mr/outbox';
import { createOutbox } from '../../src/outbox/outbox';
import { memoryOutbox } from '../../src/outbox/outboxStore';
import { throughCopies } from '../../src/offline/deviceCopies';
import { permissionsAt } from './pickerHarness';
import { M, card, record, setup } from './sanghikHarness';

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const W = outboxMr.outbox;
const clickFind = async () => {
  await waitFor(() => expect(screen.getByRole('button', { name: M.find })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: M.find }));
};

/** The API as the data provider reaches it, with a link that can drop. */
function link() {
  const state = { up: false, sent: [] as { path: string; body: unknown; key?: string }[] };
  const call = (async (
    path: string,
    _method: string,
    body: unknown,
    headers?: Record<string, string>,
  ) => {
    if (!state.up) throw new TypeError('Failed to fetch');
    state.sent.push({ path, body, key: headers?.['Idempotency-Key'] });
    return { saved: 1 };
  }) as unknown as ApiCall;
  const outbox = createOutbox(memoryOutbox(), sendKeptSave(call));
  outbox.setOwner(6);
  return {
    state,
    outbox,
    save: countFormMethods(
      call,
      outbox,
      throughCopies(undefined, () => null),
    ).saveCountSheet,
  };
}

describe('gathering entry with no connection (issue 26)', () => {
  it('keeps the figures on the device, says so on the card, and sends them when the link is back', async () => {
    const net = link();
    const sentSheet = record(true, { baal: 3 });
    const { getSanghik, saveSanghik } = setup([record(), sentSheet], permissionsAt(8), net.outbox);
    saveSanghik.mockImplementation(net.save);
    await clickFind();
    await screen.findByText('एकूण संकल्प: 3');
    fireEvent.change(card(1).getByLabelText('बाल'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: M.save }));

    expect(await screen.findByText(W.queued)).toBeInTheDocument();
    expect(card(1).getByText(W.card.waiting)).toBeInTheDocument();
    expect(card(1).getByLabelText('बाल')).toHaveValue('3');
    expect(card(2).queryByText(W.card.waiting)).not.toBeInTheDocument();
    const kept = net.outbox.entries()[0] as CountEntry | undefined;
    expect(kept!.body.records).toEqual([{ subject_id: 1, version: 0, values: { baal: 3 } }]);

    net.state.up = true;
    await act(() => net.outbox.wake().then(() => net.outbox.flush()));
    expect(net.state.sent).toEqual([{ path: '/sanghik/save', body: kept!.body, key: kept!.key }]);
    await waitFor(() => expect(getSanghik).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(card(1).queryByText(W.card.waiting)).not.toBeInTheDocument());
    expect(card(1).getByLabelText('बाल')).toHaveValue('3');
  });

  it('joins a correction typed offline to the figures still waiting', async () => {
    const net = link();
    const { saveSanghik } = setup([record()], permissionsAt(8), net.outbox);
    saveSanghik.mockImplementation(net.save);
    await clickFind();
    await screen.findByText('एकूण संकल्प: 3');
    fireEvent.change(card(1).getByLabelText('बाल'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    await screen.findByText(W.queued);
    fireEvent.change(card(1).getByLabelText('बाल'), { target: { value: '4' } });
    fireEvent.change(card(2).getByLabelText('प्रौढ'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(saveSanghik).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(net.outbox.entries()).toHaveLength(1));
    expect((net.outbox.entries()[0] as CountEntry).body.records).toEqual([
      { subject_id: 1, version: 0, values: { baal: 4 } },
      { subject_id: 2, version: 0, values: { praudh: 2 } },
    ]);
    expect(card(2).getByText(W.card.waiting)).toBeInTheDocument();
  });
});
