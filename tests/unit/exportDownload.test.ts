import { describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { downloadWorkbook } from '../../src/shared/exports/downloadWorkbook';
import { buildSheetRows, plainSheet } from '../../src/domain/export';

vi.mock('xlsx', async (importOriginal) => ({
  ...(await importOriginal<typeof import('xlsx')>()),
  writeFile: vi.fn(),
}));

describe('downloadWorkbook of a plain table', () => {
  it('writes the rows as one sheet under the file name, with widths fitting each column', async () => {
    const rows = buildSheetRows(
      [
        { header: 'ठिकाण', value: (r: { name: string; n: number }) => r.name },
        { header: 'सक्रिय', value: (r: { name: string; n: number }) => r.n },
      ],
      [
        { name: 'वाघोली उपखंड', n: 4 },
        { name: '@SUM(1)', n: 1 },
      ],
      'एकूण',
    );
    await downloadWorkbook(plainSheet(rows, 'सद्यस्थिती अहवाल'), 'हवेली तालुका अहवाल.xlsx');

    const [workbook, fileName] = vi.mocked(XLSX.writeFile).mock.calls[0]!;
    expect(fileName).toBe('हवेली तालुका अहवाल.xlsx');
    expect(workbook.SheetNames).toEqual(['सद्यस्थिती अहवाल']);
    const sheet = workbook.Sheets['सद्यस्थिती अहवाल']!;
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ['ठिकाण', 'सक्रिय'],
      ['वाघोली उपखंड', 4],
      ["'@SUM(1)", 1],
      ['एकूण', 5],
    ]);
    expect(sheet['A3'].t).toBe('s');
    const widths = sheet['!cols']!.map((c) => c.wch!);
    expect(widths[0]).toBeGreaterThanOrEqual('वाघोली उपखंड'.length);
    expect(widths[1]).toBeGreaterThanOrEqual(8);
  });
});
