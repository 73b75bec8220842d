import type { Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { VOLUNTEER_COLUMNS } from '../../src/domain/modules/volunteers/columns';

const VALUES: Record<string, string> = {
  surname: 'पाटील',
  dateOfBirth: '15-08-1990',
  bloodGroup: 'O+',
  occupation: 'निवृत्त',
  pinCode: '412108',
  email: 'upload@example.in',
  category: 'स्वयंसेवक',
  responsibilityLevel: 'कोणतेही नाही',
  trainingInOrganization: 'कोणतेही नाही',
  isPledge: 'होय',
};

/** A filled template: rows of [first name, mobile, other cells]; the rest is a valid person. */
export function workbook(rows: [string, string, Record<string, string>?][]): Buffer {
  const header = VOLUNTEER_COLUMNS.map((c) => c.header);
  const data = rows.map(([first, mobile, patch = {}]) =>
    VOLUNTEER_COLUMNS.map((c) => {
      if (c.key === 'firstName') return first;
      if (c.key === 'mobile') return mobile;
      return patch[c.key] ?? VALUES[c.key] ?? '';
    }),
  );
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...data]), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export async function upload(page: Page, name: string, file: Buffer) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: file });
}
