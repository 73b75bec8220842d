import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, Notification, memoryStore } from 'react-admin';
import { vi } from 'vitest';
import * as XLSX from 'xlsx';
import type { AppDataProvider } from '../../src/dataProvider';
import { registerByName } from '../../src/domain/modules';
import { RegisterUploadButton } from '../../src/engine/upload';
import { i18nProvider } from '../../src/i18n';
import { fakeDataProvider } from './pickerHarness';

vi.setConfig({ testTimeout: 20_000 });

const karyakarta = registerByName('karyakarta')!;
const VILLAGE = { location_id: 12, level_id: 10, localized_name: 'कोळवण', name_suffix: 'गाव' };
const HEADERS = ['नाव', 'मोबाईल', 'दायित्व', 'दिलेले दिवस'];

function xlsxFile(rows: unknown[][]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADERS, ...rows]), 'यादी');
  return new File(
    [XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer],
    'यादी.xlsx',
  );
}

function setup(
  uploadRegister: AppDataProvider['uploadRegister'] = vi.fn(async () => ({ count: 1, skipped: 0 })),
  checkRegisterUpload: AppDataProvider['checkRegisterUpload'] = vi.fn(async () => ({
    errors: [],
    duplicates: [{ row: 2, id: 9, place: 'कोळवण गाव' }],
  })),
) {
  render(
    <AdminContext
      dataProvider={fakeDataProvider({ uploadRegister, checkRegisterUpload })}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <RegisterUploadButton d={karyakarta} place={VILLAGE} />
      <Notification />
    </AdminContext>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'स्प्रेडशीटमधून भरा' }));
  return { uploadRegister, checkRegisterUpload };
}

async function choose(file: File) {
  const dialog = within(await screen.findByRole('dialog'));
  fireEvent.change(screen.getByTestId('volunteer-file-input'), { target: { files: [file] } });
  await dialog.findByText(`निवडलेली फाइल: ${file.name}`);
  return dialog;
}

describe("a register's spreadsheet upload (issue 23)", () => {
  it('checks every row in the browser, names the bad ones and blocks the upload', async () => {
    const { uploadRegister, checkRegisterUpload } = setup();
    const dialog = await choose(
      xlsxFile([
        ['सुरेश पाटील', '9822012345', 'प्रमुख', 12],
        ['', '123', '', ''],
      ]),
    );
    expect(await dialog.findByText('2 पैकी 1 ओळी योग्य आहेत')).toBeInTheDocument();
    expect(dialog.getByText(/ओळ क्रमांक 3 मध्ये: "नाव" या क्षेत्रात: आवश्यक आहे/)).toBeInTheDocument();
    await waitFor(() =>
      expect(checkRegisterUpload).toHaveBeenCalledWith('karyakarta', {
        locationId: 12,
        rows: [expect.objectContaining({ name: 'सुरेश पाटील', daysGiven: 12 })],
      }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'अपलोड करा' }));
    expect(await screen.findByText('कृपया आधी त्रुटी दुरुस्त करा')).toBeInTheDocument();
    expect(uploadRegister).not.toHaveBeenCalled();
    expect(dialog.getByRole('button', { name: 'त्रुटी दाखवणारी फाइल डाउनलोड करा' })).toBeEnabled();
    // a row repeating a live record of the area is a hint, never a block
    expect(
      await dialog.findByText(/ओळ क्रमांक 2: अशीच नोंद कोळवण गाव येथे आधीच आहे/),
    ).toBeInTheDocument();
  });

  it('stores only the good rows after a confirmation', async () => {
    const { uploadRegister } = setup();
    const dialog = await choose(
      xlsxFile([
        ['सुरेश पाटील', '9822012345', 'प्रमुख', 12],
        ['', '123', '', ''],
      ]),
    );
    const saveValid = await dialog.findByRole('button', { name: 'फक्त योग्य ओळी जतन करा (1)' });
    // the server's dry run answers first (the buttons wait for it)
    await waitFor(() => expect(saveValid).toBeEnabled());
    fireEvent.click(saveValid);
    fireEvent.click(await screen.findByRole('button', { name: 'होय, योग्य ओळी जतन करा' }));
    await waitFor(() =>
      expect(uploadRegister).toHaveBeenCalledWith('karyakarta', {
        locationId: 12,
        onlyValid: true,
        rows: [expect.objectContaining({ name: 'सुरेश पाटील' })],
      }),
    );
    expect(await screen.findByText(/1 ओळी जतन झाल्या/)).toBeInTheDocument();
  });

  it('shows the server’s refusal of a row at its sheet row', async () => {
    const refused = new HttpError('submision failed', 400, {
      message: 'submision failed',
      error: [{ row: 3, field: 'mobile', message: 'मोबाईल: आधीच नोंदवलेला आहे' }],
    });
    const uploadRegister = vi.fn<AppDataProvider['uploadRegister']>(async () => {
      throw refused;
    });
    setup(uploadRegister);
    const dialog = await choose(
      xlsxFile([
        ['सुरेश पाटील', '9822012345', 'प्रमुख', 12],
        ['रमेश जाधव', '9822012346', '', 3],
      ]),
    );
    const upload = dialog.getByRole('button', { name: 'अपलोड करा' });
    await waitFor(() => expect(upload).toBeEnabled());
    fireEvent.click(upload);
    expect(
      // a loaded machine may take several seconds to read the workbook and answer
      await dialog.findByText('ओळ क्रमांक 3 मध्ये: मोबाईल: आधीच नोंदवलेला आहे.', undefined, {
        timeout: 20_000,
      }),
    ).toBeInTheDocument();
  });

  it('says when the chosen place cannot take the register', () => {
    render(
      <AdminContext
        dataProvider={fakeDataProvider({})}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <RegisterUploadButton
          d={registerByName('seva-vasti')!}
          place={{ ...VILLAGE, level_id: 8, name_suffix: 'उपखंड' }}
        />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'स्प्रेडशीटमधून भरा' }));
    expect(screen.getByText(/सेवा वस्ती ची नोंद करता येत नाही/)).toBeInTheDocument();
  });
});
