import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError, Notification, memoryStore } from 'react-admin';
import { vi } from 'vitest';
import * as XLSX from 'xlsx';
import { TemplateDownloadButton, VolunteerUpload } from '../../src/modules/volunteers';
import type { AppDataProvider } from '../../src/dataProvider';
import { templateRows, VOLUNTEER_COLUMNS } from '../../src/domain/modules/volunteers';
import { i18nProvider } from '../../src/i18n';
import { volunteerUploadMr } from '../../src/i18n/mr/volunteerUpload';
import { swayamsevakMr } from '../../src/i18n/mr/resources/swayamsevak';
import { GOOD_ROW, REFERENCE } from '../unit/volunteerFixture';
import { fakeDataProvider } from './pickerHarness';

vi.mock('xlsx', async (importOriginal) => ({
  ...(await importOriginal<typeof import('xlsx')>()),
  writeFile: vi.fn(),
}));

const M = { ...volunteerUploadMr.upload.messages, ...swayamsevakMr.upload };
const VILLAGE = { location_id: 12, level_id: 10 };

/** The server's dry run finding nothing beyond the browser's check. */
const cleanCheck: AppDataProvider['checkVolunteers'] = async (_place, rows) => ({
  total: rows.length,
  valid: rows.length,
  errors: [],
  duplicates: [],
});

function providerWith(
  addVolunteers: AppDataProvider['addVolunteers'] = vi.fn(),
  checkVolunteers: AppDataProvider['checkVolunteers'] = cleanCheck,
) {
  return fakeDataProvider({
    getVolunteerReference: vi.fn(async () => ({ ...REFERENCE, bloodGroups: [] })),
    addVolunteers,
    checkVolunteers,
  });
}

function renderUpload(dataProvider: AppDataProvider, place = VILLAGE) {
  const onUploaded = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <VolunteerUpload place={place} onUploaded={onUploaded} />
      <TemplateDownloadButton />
      <Notification />
    </AdminContext>,
  );
  return onUploaded;
}

/** A real xlsx of the template's headers and these rows (undefined = a blank row). */
function xlsxFile(rows: (Record<string, unknown> | undefined)[], name = 'सूची.xlsx') {
  const cells = rows.map((r) => (r ? VOLUNTEER_COLUMNS.map((c) => r[c.key] ?? '') : []));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([...templateRows(), ...cells]), 'S');
  return new File([XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer], name);
}

async function choose(file: File) {
  const dropZone = await screen.findByRole('button', { name: 'स्वयंसेवक सूची फाइल निवडा' });
  await waitFor(() => expect(dropZone).not.toHaveAttribute('aria-disabled'));
  fireEvent.change(screen.getByTestId('volunteer-file-input'), { target: { files: [file] } });
  await screen.findByText(`निवडलेली फाइल: ${file.name}`);
  await waitFor(() => expect(uploadButton()).toBeEnabled());
}

const uploadButton = () => screen.getByRole('button', { name: 'अपलोड करा' });
const warnings = () => screen.queryAllByRole('alert').map((a) => a.textContent);

afterEach(() => vi.restoreAllMocks());

describe('VolunteerUpload', () => {
  it('asks for a file first', async () => {
    renderUpload(providerWith());
    fireEvent.click(await screen.findByRole('button', { name: 'अपलोड करा' }));
    expect(await screen.findByText(M.noFile)).toBeInTheDocument();
  });

  it('refuses places other than a village or a settlement', async () => {
    renderUpload(providerWith(), { location_id: 9, level_id: 8 });
    expect(await screen.findByText(M.wrongLevel)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'अपलोड करा' })).not.toBeInTheDocument();
  });

  it('shows one warning per bad row and blocks the upload', async () => {
    const addVolunteers = vi.fn();
    renderUpload(providerWith(addVolunteers));
    await choose(
      xlsxFile([
        GOOD_ROW,
        { ...GOOD_ROW, mobile: '' },
        { ...GOOD_ROW, surname: '', pinCode: '41' },
      ]),
    );

    await screen.findByText('ओळ क्रमांक 3 मध्ये: "मोबाईल" आवश्यक आहे.');
    expect(warnings()).toEqual([
      'ओळ क्रमांक 3 मध्ये: "मोबाईल" आवश्यक आहे.',
      'ओळ क्रमांक 4 मध्ये: "आडनाव" आवश्यक आहे, "पिन कोड" ६ अंकी असावा.',
    ]);
    fireEvent.click(uploadButton());
    expect(await screen.findByText(M.fixErrors)).toBeInTheDocument();
    expect(addVolunteers).not.toHaveBeenCalled();
  });

  it('uploads good rows as a sheet, then clears and tells the list', async () => {
    const addVolunteers = vi.fn(async () => ({ message: 'Users added successfully.', count: 2 }));
    const onUploaded = renderUpload(providerWith(addVolunteers));
    await choose(xlsxFile([GOOD_ROW, undefined, { ...GOOD_ROW, firstName: 'संदीप' }]));
    await screen.findByText('2 पैकी 2 ओळी योग्य आहेत');

    fireEvent.click(uploadButton());
    expect(await screen.findByText(M.uploaded)).toBeInTheDocument();
    expect(addVolunteers).toHaveBeenCalledWith(
      12,
      [
        expect.objectContaining({ firstName: 'अमित', mobile: 9876543210, isPledge: true }),
        expect.objectContaining({ firstName: 'संदीप' }),
      ],
      'sheet',
      { onlyValid: false },
    );
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/निवडलेली फाइल/)).not.toBeInTheDocument();
    fireEvent.click(uploadButton());
    expect(await screen.findByText(M.noFile)).toBeInTheDocument();
  });

  it("shows the server's row errors as warnings at the sheet's row numbers", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs every rejection
    const rejected = new HttpError('app.error.VALIDATION', 400, {
      message: 'submision failed',
      code: 'VALIDATION',
      error: [
        {
          row: 3,
          message: '"मोबाईल" आवश्यक आहे',
          key: 'app.volunteer.validation.mandatory',
          field: 'mobile',
        },
        { row: 3, message: 'हा मोबाईल आधीच नोंदलेला आहे' },
      ],
    });
    const onUploaded = renderUpload(providerWith(vi.fn(() => Promise.reject(rejected))));
    await choose(xlsxFile([GOOD_ROW, undefined, GOOD_ROW]));
    fireEvent.click(uploadButton());

    expect(
      await screen.findByText('ओळ क्रमांक 4 मध्ये: "मोबाईल" आवश्यक आहे, हा मोबाईल आधीच नोंदलेला आहे.'),
    ).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
    fireEvent.click(uploadButton());
    expect(await screen.findByText(M.fixErrors)).toBeInTheDocument();
  });

  it("lists the server's dry-run findings with the browser's, before anything is saved", async () => {
    const addVolunteers = vi.fn();
    const checkVolunteers = vi.fn(async () => ({
      total: 2,
      valid: 1,
      errors: [
        {
          row: 3,
          message: 'x',
          key: 'app.volunteer.validation.wrongSelection',
          field: 'occupation',
        },
      ],
      duplicates: [{ row: 2, id: 7, firstName: 'अमित', surname: 'कुलकर्णी', location: 'कोळवण' }],
    }));
    renderUpload(providerWith(addVolunteers, checkVolunteers));
    await choose(
      xlsxFile([GOOD_ROW, { ...GOOD_ROW, mobile: '' }, { ...GOOD_ROW, firstName: 'संदीप' }]),
    );

    await screen.findByText('ओळ क्रमांक 2: अमित कुलकर्णी आधीच नोंदवलेले आहेत (कोळवण).');
    expect(checkVolunteers).toHaveBeenCalledWith(12, [
      expect.objectContaining({ firstName: 'अमित' }),
      expect.objectContaining({ firstName: 'संदीप' }),
    ]);
    expect(warnings()).toEqual([
      'ओळ क्रमांक 3 मध्ये: "मोबाईल" आवश्यक आहे.',
      'ओळ क्रमांक 4 मध्ये: "व्यवसाय" चुकीची निवड केली आहे.',
      'ओळ क्रमांक 2: अमित कुलकर्णी आधीच नोंदवलेले आहेत (कोळवण).',
    ]);
    expect(screen.getByText('3 पैकी 1 ओळी योग्य आहेत')).toBeInTheDocument();
    expect(addVolunteers).not.toHaveBeenCalled();
  });

  it('saves only the correct rows after a confirmation, and keeps the error file at hand', async () => {
    const addVolunteers = vi.fn(async () => ({
      message: 'Users added successfully.',
      count: 2,
      skipped: [],
    }));
    const onUploaded = renderUpload(providerWith(addVolunteers));
    await choose(
      xlsxFile([
        { ...GOOD_ROW, mobile: '+91 98220 12347' },
        { ...GOOD_ROW, mobile: '98220 1234' },
        { ...GOOD_ROW, firstName: 'संदीप', mobile: '98220 12346' },
      ]),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'फक्त योग्य ओळी जतन करा (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('2 ओळी जतन होतील; त्रुटी असलेल्या 1 ओळी जतन होणार नाहीत.');
    fireEvent.click(screen.getByRole('button', { name: 'होय, योग्य ओळी जतन करा' }));

    expect(await screen.findByText(/2 ओळी जतन झाल्या; त्रुटी असलेल्या 1 ओळी/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(addVolunteers).toHaveBeenCalledWith(
      12,
      [
        expect.objectContaining({ mobile: 9822012347 }),
        expect.objectContaining({ firstName: 'संदीप', mobile: 9822012346 }),
      ],
      'sheet',
      { onlyValid: true },
    );
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(warnings()).toContain('ओळ क्रमांक 3 मध्ये: "मोबाईल" १० अंकी संख्या असावी.');
    expect(screen.getByRole('button', { name: 'त्रुटी दाखवणारी फाइल डाउनलोड करा' })).toBeEnabled();
    expect(uploadButton()).toBeDisabled();
  });

  it('says something went wrong on any other failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderUpload(providerWith(vi.fn(() => Promise.reject(new HttpError('boom', 500, {})))));
    await choose(xlsxFile([GOOD_ROW]));
    fireEvent.click(uploadButton());
    expect(await screen.findByText(M.failed)).toBeInTheDocument();
  });

  it('asks for data when the file holds only the headers', async () => {
    renderUpload(providerWith());
    await choose(xlsxFile([]));
    expect(await screen.findByText(M.emptyFile)).toBeInTheDocument();
  });

  it('opens the file chooser from the keyboard', async () => {
    renderUpload(providerWith());
    const dropZone = await screen.findByRole('button', { name: 'स्वयंसेवक सूची फाइल निवडा' });
    await waitFor(() => expect(dropZone).not.toHaveAttribute('aria-disabled'));
    const input = screen.getByTestId('volunteer-file-input');
    expect(input).toHaveAttribute('accept', '.csv,.xlsx,.xls');
    const click = vi.spyOn(input, 'click').mockImplementation(() => {});
    dropZone.focus();
    fireEvent.keyDown(dropZone, { key: 'Enter' });
    fireEvent.keyDown(dropZone, { key: ' ' });
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('refuses a file of another kind', async () => {
    renderUpload(providerWith());
    await choose(new File(['प्रथम नाव'], 'सूची.txt'));
    expect(await screen.findByText(M.unsupported)).toBeInTheDocument();
  });
});

describe('TemplateDownloadButton', () => {
  it('downloads a workbook whose first row is the upload columns', async () => {
    renderUpload(providerWith());
    fireEvent.click(screen.getByRole('button', { name: 'रिकामी नमुना फाइल' }));
    await waitFor(() => expect(XLSX.writeFile).toHaveBeenCalled());

    const [workbook, fileName] = vi.mocked(XLSX.writeFile).mock.calls[0]!;
    expect(fileName).toBe('स्वयं सूची.xlsx');
    const sheet = workbook.Sheets[workbook.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
    expect(rows).toEqual([VOLUNTEER_COLUMNS.map((c) => c.header)]);
    expect(rows[0]).toContain('जन्मतारीख (DD-MM-YYYY)');
    expect(sheet['!cols']).toHaveLength(VOLUNTEER_COLUMNS.length);
    expect(await screen.findByText(M.templateDone)).toBeInTheDocument();
  });
});
