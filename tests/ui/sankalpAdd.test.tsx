import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AddMultiSankalp } from '../../src/modules/units';
import { outboxMr } from '../../src/i18n/mr/outbox';
import { markKeptOnDevice } from '../../src/outbox/keptOnDevice';
import {
  S,
  F,
  choose,
  fakeDataProvider,
  openSelect,
  permissionsAt,
  readOnly,
  renderScreen,
} from './sankalpHarness';

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => sessionStorage.clear());

const fill = (label: string, value: string, index = 0) =>
  fireEvent.change(screen.getAllByLabelText(new RegExp(`^${label}`))[index]!, {
    target: { value },
  });

/** One weekly meeting of adults typed in the first row, then saved. */
async function saveOneUnit() {
  await screen.findByRole('combobox', { name: F.ekak_type_id });
  fill(F.localized_name, 'केसनंद शाखा');
  await choose(F.ekak_type_id, 'साप्ताहिक मिलन');
  await choose(F.ekak_sub_type_id, 'प्रौढ');
  fireEvent.click(screen.getByRole('button', { name: S.add.save }));
}

describe('/sankalp/addmultisankalp', () => {
  it('sends every row in one request, sub-types following each row’s type', async () => {
    const addUnits = vi.fn(async () => ({ ids: [1, 2] }));
    renderScreen(<AddMultiSankalp />, fakeDataProvider({ addUnits }), permissionsAt(12));

    await screen.findByRole('combobox', { name: F.ekak_type_id });
    fill(F.localized_name, 'केसनंद प्रौढ शाखा');
    await choose(F.ekak_type_id, 'शाखा');
    const shakhaSubTypes = await openSelect(F.ekak_sub_type_id);
    expect(shakhaSubTypes.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'बाल',
      'संयुक्त विद्यार्थी',
      'तरुण व्यावसायिक',
      'प्रौढ',
    ]);
    fireEvent.click(shakhaSubTypes.getByRole('option', { name: 'प्रौढ' }));
    fill(F.meeting_day, 'रविवार');

    fireEvent.click(screen.getByRole('button', { name: S.add.addRow }));
    await waitFor(() =>
      expect(screen.getAllByRole('combobox', { name: F.ekak_type_id })).toHaveLength(2),
    );
    fill(F.localized_name, 'केसनंद संघ मंडळी', 1);
    await choose(F.ekak_type_id, 'संघ मंडळी', 1);
    const mandali = await openSelect(F.ekak_sub_type_id, 1);
    expect(mandali.getAllByRole('option').map((o) => o.textContent)).toEqual(['संघ मंडळी']);
    fireEvent.click(mandali.getByRole('option', { name: 'संघ मंडळी' }));

    fireEvent.click(screen.getByRole('button', { name: S.add.save }));
    await waitFor(() => expect(addUnits).toHaveBeenCalledTimes(1));
    expect(addUnits).toHaveBeenCalledWith(12, [
      expect.objectContaining({
        localized_name: 'केसनंद प्रौढ शाखा',
        ekak_type_id: 1,
        ekak_sub_type_id: 4,
        meeting_day: 'रविवार',
        notes: null,
      }),
      expect.objectContaining({
        localized_name: 'केसनंद संघ मंडळी',
        ekak_type_id: 3,
        ekak_sub_type_id: 9,
        meeting_day: null,
      }),
    ]);
    expect(await screen.findByText('2 संकल्प यशस्वीरित्या जोडले')).toBeInTheDocument();
  });

  it('does not send a row without its sub-type', async () => {
    const addUnits = vi.fn(async () => ({ ids: [1] }));
    renderScreen(<AddMultiSankalp />, fakeDataProvider({ addUnits }), permissionsAt(12));
    await screen.findByRole('combobox', { name: F.ekak_type_id });
    fill(F.localized_name, 'केसनंद शाखा');
    await choose(F.ekak_type_id, 'शाखा');
    fireEvent.click(screen.getByRole('button', { name: S.add.save }));
    expect(await screen.findAllByText('आवश्यक')).not.toHaveLength(0);
    expect(addUnits).not.toHaveBeenCalled();
  });

  it('shows the level rule and no form when the place is not a गाव/वस्ती', async () => {
    renderScreen(<AddMultiSankalp />, fakeDataProvider(), permissionsAt(8));
    expect(await screen.findByText(S.add.levelRule)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.add.save })).not.toBeInTheDocument();
  });

  it('shows the failure message when the server refuses', async () => {
    const addUnits = vi.fn(async () =>
      Promise.reject(new Error('units[0]: name must not be blank')),
    );
    renderScreen(<AddMultiSankalp />, fakeDataProvider({ addUnits }), permissionsAt(12));
    await saveOneUnit();
    expect(await screen.findByText(S.add.failed)).toBeInTheDocument();
  });

  it('says units saved with no link are kept on the phone', async () => {
    const addUnits = vi.fn(async () => markKeptOnDevice({ ids: [] as number[] }));
    renderScreen(<AddMultiSankalp />, fakeDataProvider({ addUnits }), permissionsAt(12));
    await saveOneUnit();
    expect(await screen.findByText(outboxMr.outbox.queued)).toBeInTheDocument();
  });

  it('hides the form from a read-only user', async () => {
    renderScreen(<AddMultiSankalp />, fakeDataProvider(), readOnly(permissionsAt(12)));
    expect(await screen.findByText(S.add.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.add.save })).not.toBeInTheDocument();
  });
});
