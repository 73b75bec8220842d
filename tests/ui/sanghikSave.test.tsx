import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionsAt, placeOf } from './pickerHarness';
import { M, card, choosePlace, record, setup } from './sanghikHarness';
import { aConflict } from '../support/saveConflicts';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const clickFind = async () => {
  await waitFor(() => expect(screen.getByRole('button', { name: M.find })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: M.find }));
};
const type = (id: number, label: string, value: string) =>
  fireEvent.change(card(id).getByLabelText(label), { target: { value } });

describe('gathering entry: saving', () => {
  it('sends only the changed units, then reloads and offers the update', async () => {
    const saved = record(true, { maha_vidyarthi: 5, baal: 3, shishu: 2 });
    const { getSanghik, saveSanghik } = setup([record(), saved]);
    await clickFind();
    await screen.findByText('एकूण संकल्प: 3');
    type(1, 'महाविद्यालयीन विद्यार्थी', '५');
    type(1, 'बाल', '3');
    type(1, 'शिशु', '2');
    fireEvent.click(screen.getByRole('button', { name: M.save }));

    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    expect(saveSanghik).toHaveBeenCalledWith('sanghik', {
      locationId: 8,
      year: '2026-27',
      month: 10,
      records: [{ subject_id: 1, version: 0, values: { maha_vidyarthi: 5, baal: 3, shishu: 2 } }],
    });
    expect(getSanghik).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: M.update })).toBeInTheDocument();
  });

  it('saves a unit with only infants present', async () => {
    const { saveSanghik } = setup([record()]);
    await clickFind();
    await screen.findByText('एकूण संकल्प: 3');
    type(1, 'शिशु', '४');
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(saveSanghik).toHaveBeenCalled());
    expect(saveSanghik.mock.calls[0]![1].records).toEqual([
      { subject_id: 1, version: 0, values: { shishu: 4 } },
    ]);
  });

  it('asks to fill the information when every unit is zero', async () => {
    const { saveSanghik } = setup([record()]);
    await clickFind();
    fireEvent.click(await screen.findByRole('button', { name: M.save }));
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    expect(saveSanghik).not.toHaveBeenCalled();
  });

  it('marks a count over the cap in red with its Marathi reason and does not send it', async () => {
    const { saveSanghik } = setup([record()]);
    await clickFind();
    await screen.findByText('एकूण संकल्प: 3');
    type(1, 'बाल', '12000');
    expect(card(1).getByLabelText('बाल')).toHaveAttribute('aria-invalid', 'true');
    expect(
      card(1).getByText('एका संकल्पाची एका गटाची उपस्थिती 10000 पेक्षा जास्त असू शकत नाही'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.overLimits)).toBeInTheDocument();
    expect(saveSanghik).not.toHaveBeenCalled();
    type(1, 'बाल', '120');
    expect(card(1).getByLabelText('बाल')).toHaveAttribute('aria-invalid', 'false');
  });

  it('flags a count far above the unit’s usual months in amber and asks once to confirm it', async () => {
    const withHistory = record();
    const usual = { maha_vidyarthi: 5, baal: 4, shishu: 1 };
    withHistory.subjects[0] = {
      ...withHistory.subjects[0]!,
      history: { months: [usual, usual, usual], volunteers: null },
    };
    const { saveSanghik } = setup([withHistory, record(true)]);
    await clickFind();
    await screen.findByText('एकूण संकल्प: 3');
    type(1, 'बाल', '40');
    const reason = 'नेहमीपेक्षा खूप जास्त: मागील महिन्यांचा मध्यक 4';
    expect(card(1).getByText(reason)).toBeInTheDocument();
    expect(card(1).getByLabelText('बाल')).toHaveAttribute('aria-invalid', 'false');

    fireEvent.click(screen.getByRole('button', { name: M.save }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('असामान्य आकडे');
    fireEvent.click(within(dialog).getByRole('button', { name: 'परत तपासा' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saveSanghik).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: M.save }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'तपासले, बरोबर आहे' }),
    );
    await waitFor(() => expect(saveSanghik).toHaveBeenCalledTimes(1));
    expect(saveSanghik.mock.calls[0]![1]).toMatchObject({
      confirmedUnusual: true,
      records: [{ subject_id: 1, values: { baal: 40 } }],
    });
  });

  it('saves usual counts without asking', async () => {
    const withHistory = record();
    const usual = { maha_vidyarthi: 5, baal: 4, shishu: 1 };
    withHistory.subjects[0] = {
      ...withHistory.subjects[0]!,
      history: { months: [usual, usual], volunteers: 30 },
    };
    const { saveSanghik } = setup([withHistory, record(true)]);
    await clickFind();
    await screen.findByText('एकूण संकल्प: 3');
    type(1, 'बाल', '6');
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(saveSanghik).toHaveBeenCalledTimes(1));
    expect(saveSanghik.mock.calls[0]![1]).not.toHaveProperty('confirmedUnusual');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells a failed save', async () => {
    const { saveSanghik } = setup([record()]);
    saveSanghik.mockRejectedValueOnce(new Error('boom'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await clickFind();
    await screen.findByText('एकूण संकल्प: 3');
    type(2, 'प्रौढ', '9');
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.saveFailed)).toBeInTheDocument();
  });
});

describe('gathering entry: someone saved the month meanwhile', () => {
  it('sends the version read, then on 409 STALE says so and reopens the month', async () => {
    const read = record(true);
    read.subjects[1] = { ...read.subjects[1]!, values: { praudh: 2 }, version: 3 };
    const { getSanghik, saveSanghik } = setup([read, record(true)]);
    saveSanghik.mockRejectedValueOnce(new HttpError('app.error.STALE', 409, { code: 'STALE' }));
    await clickFind();
    await screen.findByText('एकूण संकल्प: 3');
    type(2, 'प्रौढ', '9');
    fireEvent.click(screen.getByRole('button', { name: M.update }));
    expect(
      await screen.findByText('ही माहिती दुसऱ्या वापरकर्त्याने बदलली आहे; पुन्हा उघडा'),
    ).toBeInTheDocument();
    expect(saveSanghik.mock.calls[0]![1].records[0]!.version).toBe(3);
    expect(screen.getByRole('button', { name: M.update })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'पुन्हा उघडा' }));
    await waitFor(() => expect(getSanghik).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: M.update })).toBeEnabled();
  });
});

describe('gathering entry: a unit saved by someone else with other figures (issue 26)', () => {
  const conflict = {
    code: 'STALE',
    saved: 1,
    conflicts: [
      aConflict({ yours: { praudh: 9 }, version: 2, saved_at: '2026-10-15T06:30:00.000Z' }),
    ],
  };
  /** The sheet after: unit 1 saved by this save, unit 2 by the other office. */
  const after = () => {
    const sheet = record(true, { baal: 3 });
    sheet.subjects[1] = { ...sheet.subjects[1]!, values: { praudh: 4 }, version: 2 };
    return sheet;
  };
  const saveBoth = async () => {
    const { saveSanghik } = setup([record(), after()]);
    saveSanghik.mockRejectedValueOnce(new HttpError('app.error.STALE', 409, conflict));
    await clickFind();
    await screen.findByText('एकूण संकल्प: 3');
    type(1, 'बाल', '3');
    type(2, 'प्रौढ', '9');
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    return { saveSanghik, panel: await screen.findByTestId('save-conflicts') };
  };

  it('shows both figures side by side with who and when, and keeps mine at the stored version', async () => {
    const { saveSanghik, panel } = await saveBoth();
    expect(
      await screen.findByText(
        '1 नोंदी जतन झाल्या; 1 नोंदी दुसऱ्या कोणी याच दरम्यान वेगळ्या आकड्यांनी जतन केल्या आहेत',
      ),
    ).toBeInTheDocument();
    const unit = within(within(panel).getByRole('region', { name: 'संकल्प 2' }));
    expect(unit.getByText(/तालुका कार्यालय यांनी .* ला जतन केले/)).toBeInTheDocument();
    const row = within(unit.getByRole('row', { name: /प्रौढ/ }));
    expect(row.getAllByRole('cell').map((c) => c.textContent)).toEqual(['प्रौढ', '9', '4']);
    expect(card(2).getByLabelText('प्रौढ')).toHaveValue('9');
    expect(screen.getByRole('button', { name: M.update })).toBeDisabled();

    fireEvent.click(unit.getByRole('button', { name: 'माझे आकडे ठेवा' }));
    expect(screen.queryByTestId('save-conflicts')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: M.update }));
    await waitFor(() => expect(saveSanghik).toHaveBeenCalledTimes(2));
    expect(saveSanghik.mock.calls[1]![1].records).toEqual([
      { subject_id: 2, version: 2, values: { praudh: 9 } },
    ]);
  });

  it('keeps the stored figures when asked, leaving nothing to send', async () => {
    const { saveSanghik, panel } = await saveBoth();
    fireEvent.click(within(panel).getByRole('button', { name: 'जतन झालेले ठेवा' }));
    expect(screen.queryByTestId('save-conflicts')).not.toBeInTheDocument();
    expect(card(2).getByLabelText('प्रौढ')).toHaveValue('4');
    fireEvent.click(screen.getByRole('button', { name: M.update }));
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    expect(saveSanghik).toHaveBeenCalledTimes(1);
  });
});

describe('gathering entry: place checks', () => {
  const findButton = () => screen.getByRole('button', { name: M.find });
  // the spec's sentence (§8), the gathering's own words for a place of another level
  const wrongLevel = 'कृपया नगर / उपखंड / उपखंड नगर स्तर निवडा';

  it('asks for a place first', async () => {
    sessionStorage.setItem('ssm.selectedPlace.1', 'null');
    const { getSanghik } = setup([record()]);
    expect(await screen.findByText(M.pickPlace)).toBeInTheDocument();
    expect(findButton()).toBeDisabled();
    expect(getSanghik).not.toHaveBeenCalled();
  });

  it('refuses to find at a taluka', async () => {
    const { getSanghik } = setup([record()], permissionsAt(6));
    expect(await screen.findByText(wrongLevel)).toBeInTheDocument();
    expect(findButton()).toBeDisabled();
    expect(getSanghik).not.toHaveBeenCalled();
  });

  it('refuses to save when the chosen place is no longer level 7/8, keeping the numbers', async () => {
    const { saveSanghik } = setup([record()], permissionsAt(2));
    await screen.findByRole('button', { name: 'पुणे विभाग' });
    choosePlace(placeOf(8));
    await clickFind();
    await screen.findByText('एकूण संकल्प: 3');
    type(2, 'प्रौढ', '9');
    choosePlace(placeOf(6));
    expect(await screen.findByText(wrongLevel)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.save })).not.toBeInTheDocument();
    expect(saveSanghik).not.toHaveBeenCalled();
    choosePlace(placeOf(8));
    expect(await screen.findByRole('button', { name: M.save })).toBeInTheDocument();
    expect((card(2).getByLabelText('प्रौढ') as HTMLInputElement).value).toBe('9');
  });
});
