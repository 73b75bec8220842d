import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { VolunteerReportPage } from '../../src/modules/volunteers/VolunteerReportPage';
import type { VolunteerReferenceLists } from '../../src/dataProvider/volunteers';
import { BLOOD_GROUPS, type VolunteerRecord } from '../../src/domain/modules/volunteers';
import { swayamsevakMr } from '../../src/i18n/mr/resources/swayamsevak';
import { REFERENCE } from '../unit/volunteerFixture';
import { fakeDataProvider, permissionsAt, renderScreen } from './sankalpHarness';

// the download: SheetJS builds the real workbook, only writing the file is intercepted
vi.mock('xlsx', async (importOriginal) => ({
  ...(await importOriginal<typeof import('xlsx')>()),
  writeFile: vi.fn(),
}));
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(XLSX.writeFile).mockReset();
});

const R = { ...swayamsevakMr.report, ...swayamsevakMr.sections };
const LONG = { timeout: 10_000 };
const F = swayamsevakMr.fields;
const UNIFORM = [F.isCap, F.isSadara, F.isWizar, F.isPosition, F.isPatta, F.isPunishment];
const LISTS: VolunteerReferenceLists = {
  ...REFERENCE,
  bloodGroups: BLOOD_GROUPS.map((name, i) => ({ id: i + 1, localized_name: name })),
};
const VOLUNTEER = {
  firstName: 'अमित',
  surname: '=जोशी',
  mobile: 9876543210,
  isDuchaki: true,
  isCharChaki: false,
} as unknown as VolunteerRecord;

type ReportCall = (
  place: number,
  filters: object,
  onProgress?: (done: number, total: number) => void,
) => Promise<VolunteerRecord[]>;

function setup(answer: ReportCall = async () => [VOLUNTEER], at = 4) {
  const volunteerReport = vi.fn(answer);
  const dp = fakeDataProvider({
    getVolunteerReference: vi.fn(async () => LISTS),
    volunteerReport,
  });
  renderScreen(<VolunteerReportPage />, dp, permissionsAt(at));
  return volunteerReport;
}

const box = (label: string) => screen.getByRole('checkbox', { name: label });
const generateButton = () => screen.getByRole('button', { name: R.generate });
/** Clicks generate once the place is known (the button waits for it). */
async function generate() {
  await waitFor(() => expect(generateButton()).toBeEnabled());
  fireEvent.click(generateButton());
}

async function pick(label: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(input);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** The workbook handed to SheetJS's writeFile, as its file name, sheet names and rows. */
function written() {
  const [book, fileName] = vi.mocked(XLSX.writeFile).mock.calls[0]!;
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return { fileName, names: book.SheetNames, rows: XLSX.utils.sheet_to_json(sheet, { header: 1 }) };
}

describe('/swayamsuchak/report', () => {
  it('always includes first name and surname; the groups add and remove their items', async () => {
    setup();
    await screen.findByRole('combobox', { name: F.bloodGroup });
    for (const name of [F.firstName, F.surname]) {
      expect(box(name)).toBeChecked();
      expect(box(name)).toBeDisabled();
    }
    expect(box(F.mobile)).not.toBeChecked();
    fireEvent.click(box(R.uniform));
    UNIFORM.forEach((name) => expect(box(name)).toBeChecked());
    expect(box(F.isDuchaki)).not.toBeChecked();
    fireEvent.click(box(R.other));
    [F.isDuchaki, F.isCharChaki].forEach((name) => expect(box(name)).toBeChecked());
    fireEvent.click(box(R.uniform));
    UNIFORM.forEach((name) => expect(box(name)).not.toBeChecked());
    expect(box(F.isDuchaki)).toBeChecked();
    expect(box(F.firstName)).toBeChecked();
  });

  it('shows how much of a long report has arrived while it is fetched page by page', async () => {
    let finish: (rows: VolunteerRecord[]) => void = () => undefined;
    const volunteerReport = setup();
    volunteerReport.mockImplementationOnce(
      (_place, _filters, onProgress) =>
        new Promise<VolunteerRecord[]>((resolve) => {
          onProgress?.(1000, 2500);
          finish = resolve;
        }),
    );
    await screen.findByRole('combobox', { name: F.bloodGroup });
    await generate();
    const bar = await screen.findByRole('progressbar', { name: '2500 पैकी 1000 स्वयंसेवक आले' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    finish([VOLUNTEER]);
    expect(await screen.findByText(R.done, {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('generates: the call gets the chosen filters, the download the chosen columns', async () => {
    const volunteerReport = setup();
    await screen.findByRole('combobox', { name: F.bloodGroup });
    expect(screen.getByRole('combobox', { name: F.occupationDetails1 })).toBeDisabled();
    await pick(F.bloodGroup, 'B+');
    await pick(F.occupation, 'शेती');
    await pick(F.occupationDetails1, 'पशुपालन');
    fireEvent.click(box(F.mobile));
    fireEvent.click(box(R.other));

    await generate();
    expect(await screen.findByText(R.done, {}, LONG)).toBeInTheDocument();
    expect(volunteerReport).toHaveBeenCalledWith(
      4,
      {
        bloodGroup: ['B+'],
        occupation: ['शेती'],
        occupationDetails1: ['पशुपालन'],
      },
      expect.any(Function),
    );
    expect(written()).toEqual({
      fileName: 'Swayam suchi Report.xlsx',
      names: ['Data'],
      rows: [
        [F.firstName, F.surname, F.mobile, F.isDuchaki, F.isCharChaki],
        ['अमित', "'=जोशी", 9876543210, 'होय', 'नाही'],
      ],
    });
  });

  it('drops a detail whose occupation is no longer chosen', async () => {
    const volunteerReport = setup();
    await screen.findByRole('combobox', { name: F.bloodGroup });
    await pick(F.occupation, 'शेती');
    await pick(F.occupationDetails1, 'पशुपालन');
    const occupation = screen.getByRole('combobox', { name: F.occupation });
    fireEvent.keyDown(occupation, { key: 'Backspace' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: F.occupationDetails1 })).toBeDisabled(),
    );
    await generate();
    await screen.findByText(R.done, {}, LONG);
    expect(volunteerReport).toHaveBeenCalledWith(4, {}, expect.any(Function));
  });

  it('cancel resets every filter and column choice', async () => {
    const volunteerReport = setup();
    await screen.findByRole('combobox', { name: F.bloodGroup });
    await pick(F.category, 'शाखा कार्यकर्ता');
    await pick(F.account, 'गटनायक');
    fireEvent.click(box(R.uniform));
    fireEvent.click(box(F.email));
    fireEvent.click(screen.getByRole('button', { name: R.cancel }));
    [...UNIFORM, F.email].forEach((name) => expect(box(name)).not.toBeChecked());
    expect(box(F.firstName)).toBeChecked();
    expect(screen.queryByRole('button', { name: 'शाखा कार्यकर्ता' })).not.toBeInTheDocument();

    await generate();
    await screen.findByText(R.done, {}, LONG);
    expect(volunteerReport).toHaveBeenCalledWith(4, {}, expect.any(Function));
    expect(written().rows[0]).toEqual([F.firstName, F.surname]);
  });

  it.each([
    ['no volunteer matches', async () => [], R.empty],
    ['the call fails', () => Promise.reject(new Error('500')), R.failed],
  ])('says so when %s, without a download', async (_, answer, message) => {
    setup(answer as () => Promise<VolunteerRecord[]>);
    await generate();
    expect(await screen.findByText(message, {}, LONG)).toBeInTheDocument();
    expect(XLSX.writeFile).not.toHaveBeenCalled();
  });

  it('asks for a more precise place at levels 1 and 2', async () => {
    const volunteerReport = setup(undefined, 2);
    expect(await screen.findByText(R.tooWide)).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    expect(volunteerReport).not.toHaveBeenCalled();
  });

  it('asks for a place when none is chosen', async () => {
    sessionStorage.setItem('ssm.selectedPlace.1', 'null');
    setup();
    expect(await screen.findByText(R.pickPlace)).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
  });
});
