import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { RegisterReportPage } from '../../src/engine/registerReport';
import { entityMr } from '../../src/i18n/mr/entity';
import { fakeDataProvider, permissionsAt, renderScreen } from './sankalpHarness';

// SheetJS builds the real workbook; only writing the file is intercepted
vi.mock('xlsx', async (importOriginal) => ({
  ...(await importOriginal<typeof import('xlsx')>()),
  writeFile: vi.fn(),
}));
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(XLSX.writeFile).mockReset();
});

const R = entityMr.entity.report;
const vasti = (id: number, name: string, households: number) => ({
  id,
  name,
  vastiType: 'itar',
  households,
  contactName: `संपर्क ${id}`,
  contactMobile: '9822012345',
  activities: ['arogya'],
});

type Page = { data: ReturnType<typeof vasti>[]; total: number };

function setup(pages: Page[] = [{ data: [vasti(1, 'गणेश वस्ती', 40)], total: 1 }]) {
  const getList = vi.fn();
  for (const page of pages) getList.mockResolvedValueOnce(page);
  renderScreen(
    <ResourceContextProvider value="seva-vasti">
      <RegisterReportPage />
    </ResourceContextProvider>,
    fakeDataProvider({ getList }),
    permissionsAt(4),
  );
  return getList;
}

const box = (label: string) => screen.getByRole('checkbox', { name: label });
async function generate() {
  const button = await screen.findByRole('button', { name: R.generate });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}
function written() {
  const [book, fileName] = vi.mocked(XLSX.writeFile).mock.calls[0]!;
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return { fileName, names: book.SheetNames, rows: XLSX.utils.sheet_to_json(sheet, { header: 1 }) };
}

describe("a register's report screen (reportBuilder)", () => {
  it('locks the title column, chooses a section at once and writes the chosen columns in order', async () => {
    const getList = setup();
    await screen.findByText(R.columns);
    expect(box('वस्तीचे नाव')).toBeChecked();
    expect(box('वस्तीचे नाव')).toBeDisabled();
    fireEvent.click(box('कुटुंब संख्या'));
    fireEvent.click(box('संपर्क'));
    expect(box('संपर्क मोबाईल')).toBeChecked();
    expect(box('संपर्क कार्यकर्त्याचे नाव')).toBeChecked();
    fireEvent.click(box('संपर्क मोबाईल'));
    expect(box('संपर्क')).not.toBeChecked();
    await generate();
    await waitFor(() => expect(XLSX.writeFile).toHaveBeenCalled());
    expect(getList).toHaveBeenCalledWith(
      'seva-vasti',
      expect.objectContaining({ filter: { location_id: 4 } }),
    );
    const { rows, names } = written();
    expect(names).toEqual(['सेवा वस्ती']);
    expect(rows).toEqual([
      ['वस्तीचे नाव', 'कुटुंब संख्या', 'संपर्क कार्यकर्त्याचे नाव'],
      ['गणेश वस्ती', 40, 'संपर्क 1'],
      ['एकूण', 40, ''],
    ]);
    expect(await screen.findByText(R.done)).toBeInTheDocument();
  });

  it('asks for the chosen filters only, and says so when nothing matches', async () => {
    const getList = setup([{ data: [], total: 0 }]);
    const input = await screen.findByRole('combobox', { name: 'वस्तीचा प्रकार' });
    fireEvent.mouseDown(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'झोपडपट्टी' }),
    );
    await generate();
    expect(await screen.findByText(R.empty)).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'seva-vasti',
      expect.objectContaining({ filter: { location_id: 4, vastiType: ['zopadpatti'] } }),
    );
    expect(XLSX.writeFile).not.toHaveBeenCalled();
  });

  it('fetches a long list a page at a time into one file', async () => {
    const first = Array.from({ length: 1000 }, (_, i) => vasti(i + 1, `वस्ती ${i + 1}`, 1));
    const getList = setup([
      { data: first, total: 1200 },
      { data: first.slice(0, 200), total: 1200 },
    ]);
    await generate();
    await waitFor(() => expect(XLSX.writeFile).toHaveBeenCalled());
    expect(getList).toHaveBeenCalledTimes(2);
    expect(getList.mock.calls[1]![1]).toMatchObject({ pagination: { page: 2, perPage: 1000 } });
    expect(written().rows).toHaveLength(1 + 1200);
  });
});
