import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as XLSX from 'xlsx';
import { describe, expect, it, vi } from 'vitest';
import { TargetsPage } from '../../src/custom/targets/TargetsPage';
import { fakeDataProvider, permissionsAt, readOnly, renderScreen } from './sankalpHarness';

// issue 49 §1: the office sets its children's targets on one sheet
vi.setConfig({ testTimeout: 20_000 });
const sheet = () => ({
  fields: ['households', 'persons'],
  rows: [
    { placeId: 24, placeName: 'पौड उपखंड', values: { persons: 500 } },
    { placeId: 25, placeName: 'माले उपखंड', values: {} },
  ],
});

async function find() {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'फॉर्म' }));
  fireEvent.click(await screen.findByRole('option', { name: 'भौगोलिक वृत्त' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'शोधा' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'शोधा' }));
}
const cell = (name: string) => screen.getByRole('textbox', { name });

describe('/targets, लक्ष्य', () => {
  it('sends only what changed, keeps a bad cell as typed and says why it cannot save', async () => {
    const getTargets = vi.fn(async () => sheet());
    const setTargets = vi.fn(async () => ({ ok: true }));
    renderScreen(
      <TargetsPage today={new Date(2026, 10, 20)} />,
      fakeDataProvider({ getTargets, setTargets } as never),
      permissionsAt(6),
    );
    await find();
    await screen.findAllByTestId('target-row');
    expect(getTargets).toHaveBeenCalledWith(
      expect.objectContaining({ module: 'bhaugolik', placeId: 6, year: '2026-27' }),
    );
    expect(cell('पौड उपखंड: संपर्कित व्यक्ती')).toHaveValue('500');
    const save = screen.getByRole('button', { name: 'लक्ष्य जतन करा' });
    expect(save).toBeDisabled();

    fireEvent.change(cell('माले उपखंड: संपर्कित कुटुंबे'), { target: { value: '12.5' } });
    expect(screen.getByRole('alert')).toHaveTextContent('लाल रकान्यात');
    expect(save).toBeDisabled();
    expect(cell('माले उपखंड: संपर्कित कुटुंबे')).toHaveValue('12.5');

    fireEvent.change(cell('माले उपखंड: संपर्कित कुटुंबे'), { target: { value: '120' } });
    fireEvent.change(cell('पौड उपखंड: संपर्कित व्यक्ती'), { target: { value: '' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(setTargets).toHaveBeenCalledWith(
        expect.objectContaining({ module: 'bhaugolik', placeId: 6 }),
        [
          { placeId: 24, field: 'persons', value: null },
          { placeId: 25, field: 'households', value: 120 },
        ],
      ),
    );
    expect(await screen.findByText('लक्ष्य जतन झाले')).toBeInTheDocument();
    await waitFor(() => expect(getTargets).toHaveBeenCalledTimes(2));
  });

  it('shows a reader the targets without letting them change one', async () => {
    renderScreen(
      <TargetsPage today={new Date(2026, 10, 20)} />,
      fakeDataProvider({ getTargets: vi.fn(async () => sheet()) } as never),
      readOnly(permissionsAt(6)),
    );
    await find();
    await screen.findAllByTestId('target-row');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'लक्ष्य जतन करा' })).not.toBeInTheDocument();
  });

  it('takes the targets from a filled workbook: checked row by row and by a dry run, then kept', async () => {
    const getTargets = vi.fn(async () => sheet());
    const setTargets = vi.fn(async () => ({ ok: true }));
    renderScreen(
      <TargetsPage today={new Date(2026, 10, 20)} />,
      fakeDataProvider({ getTargets, setTargets } as never),
      permissionsAt(6),
    );
    await find();
    await screen.findAllByTestId('target-row');
    const header = ['कोड', 'ठिकाण', 'संपर्कित कुटुंबे', 'संपर्कित व्यक्ती'];
    const upload = (rows: unknown[][]) => {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'लक्ष्य');
      const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
      const file = new File([bytes], 'लक्ष्य.xlsx');
      fireEvent.change(screen.getByTestId('volunteer-file-input'), { target: { files: [file] } });
    };

    // a bad row is named and blocks the upload; its cells go back in the error file
    upload([
      [24, 'पौड उपखंड', 90, 500],
      [99, 'दुसरे', 1, 1],
    ]);
    expect(await screen.findByText(/हे ठिकाण निवडलेल्या ठिकाणाखाली नाही/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /त्रुटी/ })).toBeInTheDocument();

    upload([
      [24, 'पौड उपखंड', 90, 500],
      [25, 'माले उपखंड', '', 300],
    ]);
    await waitFor(() =>
      expect(setTargets).toHaveBeenCalledWith(
        expect.objectContaining({ placeId: 6 }),
        [
          { placeId: 24, field: 'households', value: 90 },
          { placeId: 25, field: 'persons', value: 300 },
        ],
        { dryRun: true },
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'अपलोड करा' }));
    await waitFor(() =>
      expect(setTargets).toHaveBeenLastCalledWith(expect.objectContaining({ placeId: 6 }), [
        { placeId: 24, field: 'households', value: 90 },
        { placeId: 25, field: 'persons', value: 300 },
      ]),
    );
    await waitFor(() => expect(getTargets).toHaveBeenCalledTimes(2));
  });

  it('offers the months not yet begun and next year: a target is set ahead', async () => {
    const getTargets = vi.fn(async () => sheet());
    renderScreen(
      <TargetsPage today={new Date(2026, 10, 20)} />,
      fakeDataProvider({ getTargets } as never),
      permissionsAt(6),
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'फॉर्म' }));
    fireEvent.click(await screen.findByRole('option', { name: 'सांघिक नोंदणी' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'महिना' }));
    fireEvent.click(await screen.findByRole('option', { name: 'मार्च' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'आर्थिक वर्ष' }));
    fireEvent.click(await screen.findByRole('option', { name: '2027-28' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'शोधा' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'शोधा' }));
    await waitFor(() =>
      expect(getTargets).toHaveBeenCalledWith(
        expect.objectContaining({ module: 'sanghik', year: '2027-28', month: 3 }),
      ),
    );
  });
});
