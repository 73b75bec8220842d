import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { RegisterDeclaration } from '../../src/domain/engine';
import { ekak } from '../../src/domain/modules';
import { EntityInputs } from '../../src/engine/EntityInputs';
import { i18nProvider } from '../../src/i18n';
import { ekakMr } from '../../src/i18n/mr/resources/ekak';
import { fakeDataProvider } from './pickerHarness';

vi.setConfig({ testTimeout: 20_000 });

/** The units' register without its place (the picker is another test's). */
const d: RegisterDeclaration = { ...ekak, fields: ekak.fields.filter((f) => f.type !== 'place') };

function Values() {
  return <output data-testid="values">{JSON.stringify(useWatch())}</output>;
}

function setup(record: Record<string, unknown>) {
  render(
    <AdminContext
      dataProvider={fakeDataProvider()}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <Form record={record}>
        <EntityInputs d={d} />
        <Values />
      </Form>
    </AdminContext>,
  );
}

const combo = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
async function options(label: string) {
  fireEvent.mouseDown(combo(label));
  const list = within(await screen.findByRole('listbox'));
  return list.getAllByRole('option').map((o) => o.textContent);
}
async function choose(label: string, option: string) {
  fireEvent.mouseDown(combo(label));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}
const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}');
const F = ekakMr.fields;

describe('an integer of a named label list in the generic form (a unit’s type and sub-type)', () => {
  it('offers the types by name, the sub-types of the chosen type only, and stores their ids', async () => {
    setup({});
    expect(await options(F.ekak_type_id)).toEqual(['शाखा', 'साप्ताहिक मिलन', 'संघ मंडळी']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    expect(combo(F.ekak_sub_type_id)).toHaveAttribute('aria-disabled', 'true');
    await choose(F.ekak_type_id, 'संघ मंडळी');
    expect(await options(F.ekak_sub_type_id)).toEqual(['संघ मंडळी']);
    fireEvent.click(screen.getByRole('option', { name: 'संघ मंडळी' }));
    await waitFor(() => expect(values()).toMatchObject({ ekak_type_id: 3, ekak_sub_type_id: 9 }));
  });

  it('clears a sub-type its newly chosen type does not have', async () => {
    setup({ ekak_type_id: 1, ekak_sub_type_id: 4 });
    await waitFor(() => expect(combo(F.ekak_sub_type_id)).toHaveTextContent('प्रौढ'));
    await choose(F.ekak_type_id, 'संघ मंडळी');
    await waitFor(() =>
      expect(values()).toMatchObject({ ekak_type_id: 3, ekak_sub_type_id: null }),
    );
  });

  it('has no input for the read-only status', () => {
    setup({ status: 'paused' });
    expect(screen.queryByRole('combobox', { name: new RegExp(F.status) })).toBeNull();
    expect(screen.queryByText(F.status_date)).toBeNull();
  });
});
