import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionsAt } from './pickerHarness';
import { M, card, record, setup } from './sanghikHarness';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

const clickFind = async () => {
  await waitFor(() => expect(screen.getByRole('button', { name: M.find })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: M.find }));
};
const find = async () => {
  await clickFind();
  return screen.findByText('एकूण संकल्प: 3');
};
const input = (id: number, label: string) => card(id).getByLabelText(label) as HTMLInputElement;
const type = (id: number, label: string, value: string) =>
  fireEvent.change(input(id, label), { target: { value } });

describe('gathering entry: loading and cards', () => {
  it('looks for the month a reminder’s link names at once, with no शोधा', async () => {
    window.location.hash = '#/?year=2026-27&month=9';
    try {
      const { getSanghik } = setup([record()]);
      expect(await screen.findByText('एकूण संकल्प: 3')).toBeInTheDocument();
      expect(getSanghik).toHaveBeenCalledTimes(1);
      expect(getSanghik).toHaveBeenCalledWith('sanghik', {
        locationId: 8,
        year: '2026-27',
        month: 9,
      });
    } finally {
      window.location.hash = '';
    }
  });

  it('finds the units of the chosen place and month, grouped by village/vasti', async () => {
    const { getSanghik } = setup([record()]);
    expect(await screen.findByText('ऑक्टोबर')).toBeInTheDocument();
    expect(screen.getByText('2026-27')).toBeInTheDocument();
    await find();
    expect(getSanghik).toHaveBeenCalledWith('sanghik', {
      locationId: 8,
      year: '2026-27',
      month: 10,
    });
    expect(screen.getByText('केसनंद गाव')).toBeInTheDocument();
    expect(screen.getByText('गणेशनगर वस्ती')).toBeInTheDocument();
    expect(screen.getByText('वाघोली मंडल')).toBeInTheDocument();
    expect(screen.getAllByText(M.notDone)).toHaveLength(3);
    expect(screen.getByRole('button', { name: M.save })).toBeInTheDocument();
  });

  it.each([
    [1, ['महाविद्यालयीन विद्यार्थी', 'बाल', 'शिशु']],
    [2, ['प्रौढ']],
    [3, ['प्रौढ', 'तरुण व्यावसायिक']],
  ])('unit %i shows only the inputs of its sub-type and the total', async (id, labels) => {
    setup([record()]);
    await find();
    const shown = card(id)
      .getAllByRole('textbox')
      .map((el) => el.closest('.MuiFormControl-root')?.querySelector('label')?.textContent);
    expect(shown.map((l) => l?.replace(/\s*\*$/, ''))).toEqual([...labels, 'एकूण']);
  });

  it('recomputes the total on each change, accepting Devanagari digits', async () => {
    setup([record()]);
    await find();
    type(1, 'महाविद्यालयीन विद्यार्थी', '१२');
    expect(input(1, 'महाविद्यालयीन विद्यार्थी').value).toBe('12');
    type(1, 'बाल', '3x');
    type(1, 'शिशु', '४');
    expect(input(1, 'एकूण').value).toBe('15');
    expect(input(1, 'एकूण')).toHaveAttribute('readonly');
    expect(card(1).queryByText(M.notDone)).not.toBeInTheDocument();
  });

  it('says when no unit is designated for the month', async () => {
    setup([{ ...record(), subjects: [] }]);
    await clickFind();
    expect(await screen.findByText(M.noData)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.save })).not.toBeInTheDocument();
  });

  it('shows saved numbers and the update button when the month is saved', async () => {
    setup([record(true, { maha_vidyarthi: 6, baal: 7, shishu: 8 })]);
    await find();
    expect(input(1, 'बाल').value).toBe('7');
    expect(input(1, 'एकूण').value).toBe('13');
    expect(screen.getByRole('button', { name: M.update })).toBeInTheDocument();
  });

  it('moves the focus to the next input on Enter', async () => {
    setup([record()]);
    await find();
    fireEvent.keyDown(input(1, 'शिशु'), { key: 'Enter' });
    expect(input(2, 'प्रौढ')).toHaveFocus();
  });

  it('warns before the tab is closed with unsaved changes', async () => {
    setup([record()]);
    await find();
    const before = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(before()).toBe(true);
    type(2, 'प्रौढ', '4');
    expect(before()).toBe(false);
  });

  it('asks before a new find drops unsaved changes', async () => {
    const { getSanghik } = setup([record()]);
    await find();
    type(2, 'प्रौढ', '4');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: M.find }));
    expect(confirm).toHaveBeenCalledWith(M.discard);
    expect(getSanghik).toHaveBeenCalledTimes(1);
    expect(input(2, 'प्रौढ').value).toBe('4');
  });

  it('starts from the last used month', async () => {
    localStorage.setItem('ssm.sanghik.period', JSON.stringify({ year: '2026-27', month: 8 }));
    const { getSanghik } = setup([record()]);
    await find();
    expect(getSanghik).toHaveBeenCalledWith('sanghik', {
      locationId: 8,
      year: '2026-27',
      month: 8,
    });
  });

  it('lets a read-only user see the numbers without a save button', async () => {
    const reader = { ...permissionsAt(8), writeallowed: false };
    setup([record(true, { maha_vidyarthi: 6 })], reader);
    await find();
    expect(input(1, 'महाविद्यालयीन विद्यार्थी').value).toBe('6');
    expect(input(1, 'महाविद्यालयीन विद्यार्थी')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: M.update })).not.toBeInTheDocument();
  });

  it('offers every month of the year that has begun, the current one first (issue 25)', async () => {
    setup([record()]);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'महिना' }));
    const months = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(months.map((m) => m.textContent)).toEqual([
      'ऑक्टोबर',
      'सप्टेंबर',
      'ऑगस्ट',
      'जुलै',
      'जून',
      'मे',
      'एप्रिल',
    ]);
  });

  it('says before typing that a closed month is closed, since when and whom to ask; read-only', async () => {
    const closed = record(true, { maha_vidyarthi: 6 });
    closed.gate = { status: 'closed', reason: 'window', since: '2026-10-01' };
    setup([closed]);
    await find();
    expect(screen.getByTestId('period-gate')).toHaveTextContent(
      /01-10-2026 पासून बंद आहे.*वरच्या कार्यालयाकडे/,
    );
    expect(input(1, 'महाविद्यालयीन विद्यार्थी')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: M.update })).not.toBeInTheDocument();
  });

  it('says until when an open month takes entry', async () => {
    setup([record()]);
    await find();
    expect(screen.getByTestId('period-gate')).toHaveTextContent('31-12-2026 पर्यंत खुली आहे');
  });

  it('asks the office above to reopen a closed month, with a reason', async () => {
    const closed = record(true, { maha_vidyarthi: 6 });
    closed.gate = { status: 'closed', reason: 'window', since: '2026-10-01' };
    const waiting = {
      ...closed,
      request: { request_id: 5, status: 'pending' as const, decision: null, until: null },
    };
    const { getSanghik, askReopening } = setup([closed, waiting]);
    await find();
    fireEvent.click(screen.getByRole('button', { name: 'पुन्हा उघडण्याची विनंती करा' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'विनंती पाठवा' }));
    expect(dialog.getByText('कृपया कारण लिहा')).toBeInTheDocument();
    expect(askReopening).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByRole('textbox', { name: /कारण/ }), {
      target: { value: 'शाखेचे आकडे उशिरा मिळाले' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'विनंती पाठवा' }));
    await waitFor(() =>
      expect(askReopening).toHaveBeenCalledWith('sanghik', {
        locationId: 8,
        year: '2026-27',
        month: 10,
        reason: 'शाखेचे आकडे उशिरा मिळाले',
      }),
    );
    expect(await screen.findByText('विनंती वरच्या कार्यालयाकडे पाठवली')).toBeInTheDocument();
    await waitFor(() => expect(getSanghik).toHaveBeenCalledTimes(2));
    expect(await screen.findByText(/निर्णयाची वाट पाहत आहे/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'पुन्हा उघडण्याची विनंती करा' }),
    ).not.toBeInTheDocument();
  });
});

describe('figures sent with a request to reopen (issue 25, point 4)', () => {
  const closedSheet = () => {
    const closed = record(true, { maha_vidyarthi: 6 });
    closed.gate = { status: 'closed', reason: 'window', since: '2026-10-01' };
    return closed;
  };

  it('types them on request only, checks them, and sends them with the reason', async () => {
    const { askReopening } = setup([closedSheet()]);
    await find();
    expect(input(1, 'महाविद्यालयीन विद्यार्थी')).toHaveAttribute('readonly');
    fireEvent.click(screen.getByRole('button', { name: 'विनंतीसोबत माहिती भरा' }));
    fireEvent.change(input(1, 'महाविद्यालयीन विद्यार्थी'), { target: { value: '9' } });
    expect(screen.queryByRole('button', { name: M.update })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'पुन्हा उघडण्याची विनंती करा' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('भरलेली 1 नोंदींची माहिती विनंतीसोबत जाईल.')).toBeInTheDocument();
    fireEvent.change(dialog.getByRole('textbox', { name: /कारण/ }), {
      target: { value: 'आकडे सोबत' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'विनंती पाठवा' }));
    await waitFor(() => expect(askReopening).toHaveBeenCalled());
    const sent = askReopening.mock.calls[0]![1];
    expect(sent).toMatchObject({ reason: 'आकडे सोबत', confirmedUnusual: true });
    expect(sent.records).toEqual([
      expect.objectContaining({
        subject_id: 1,
        values: expect.objectContaining({ maha_vidyarthi: 9 }),
      }),
    ]);
  });

  it('saves them with one tap once granted, and offers nothing once they are saved', async () => {
    const granted = record(true, { maha_vidyarthi: 6 });
    granted.gate = { status: 'reopened', until: '2026-11-30' };
    const figures = {
      records: [{ subject_id: 1, version: 1, values: { maha_vidyarthi: 9 } }],
      confirmedUnusual: true,
    };
    granted.request = {
      request_id: 5,
      status: 'granted',
      decision: null,
      until: '2026-11-30',
      figures,
    };
    const after = record(true, { maha_vidyarthi: 9 });
    after.gate = granted.gate;
    after.request = granted.request;
    const { saveSanghik } = setup([granted, after]);
    await find();
    expect(
      screen.getByText('विनंतीसोबत पाठवलेली 1 नोंदींची माहिती जतन करायची बाकी आहे.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'ती माहिती जतन करा' }));
    await waitFor(() =>
      expect(saveSanghik).toHaveBeenCalledWith(
        'sanghik',
        expect.objectContaining({
          locationId: 8,
          month: 10,
          confirmedUnusual: true,
          records: [expect.objectContaining({ subject_id: 1, values: { maha_vidyarthi: 9 } })],
        }),
      ),
    );
    expect(await screen.findByText('विनंतीसोबतची माहिती जतन झाली')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'ती माहिती जतन करा' })).not.toBeInTheDocument(),
    );
  });
});
