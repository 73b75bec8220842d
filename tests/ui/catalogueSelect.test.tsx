import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { RegisterDeclaration } from '../../src/domain/engine';
import { registerByName } from '../../src/domain/modules';
import { EntityInputs } from '../../src/engine/EntityInputs';
import { i18nProvider } from '../../src/i18n';
import { fakeDataProvider } from './pickerHarness';

vi.setConfig({ testTimeout: 20_000 });

/** A register with two catalogue selects, the second hanging on the first. */
const d: RegisterDeclaration = {
  ...registerByName('karyakarta')!,
  name: 'sample',
  sections: ['s'],
  fields: [
    { name: 'occupation', type: 'select', section: 's', choicesFrom: { list: 'occupations' } },
    {
      name: 'area',
      type: 'select',
      section: 's',
      choicesFrom: { list: 'VyavasayKshetras', parent: 'occupation' },
    },
  ],
};

const reference = {
  occupations: [
    { id: 1, localized_name: 'शेती', VyavasayKshetras: [{ id: 11, localized_name: 'बागायती' }] },
    { id: 2, localized_name: 'व्यापार', VyavasayKshetras: [{ id: 21, localized_name: 'किराणा' }] },
  ],
  categories: [],
  responsibilityLevels: [],
  trainings: [],
};

function Values() {
  return <output data-testid="values">{JSON.stringify(useWatch())}</output>;
}

function setup(record: Record<string, unknown>) {
  const getVolunteerReference = vi.fn(async () => reference);
  render(
    <AdminContext
      dataProvider={fakeDataProvider({ getVolunteerReference } as never)}
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

const combo = (field: string) =>
  screen.getByRole('combobox', { name: new RegExp(`resources.sample.fields.${field}`) });
async function choose(field: string, option: string) {
  fireEvent.mouseDown(combo(field));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}
const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}');

describe('a catalogue select in the generic form (issue 23)', () => {
  it("offers its list's names, a dependent one those of the parent's choice", async () => {
    setup({});
    await waitFor(() => expect(combo('occupation')).not.toHaveAttribute('aria-disabled'));
    expect(combo('area')).toHaveAttribute('aria-disabled', 'true');
    await choose('occupation', 'शेती');
    fireEvent.mouseDown(combo('area'));
    const list = within(await screen.findByRole('listbox'));
    expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['बागायती']),
    );
    expect(list.queryByRole('option', { name: 'किराणा' })).toBeNull();
  });

  it('clears the dependent choice when the parent is chosen anew', async () => {
    setup({ occupation: 'शेती', area: 'बागायती' });
    await waitFor(() => expect(combo('area')).toHaveTextContent('बागायती'));
    await choose('occupation', 'व्यापार');
    await waitFor(() => expect(values()).toMatchObject({ occupation: 'व्यापार', area: null }));
  });
});
