import { checkRegisterSheet, issueText, withoutPlace } from '../../src/domain/engine';
import { swayamsevak } from '../../src/domain/modules';
import {
  specValues,
  type RowErrors,
  type VolunteerReference,
} from '../../src/domain/modules/volunteers';
import { i18nProvider } from '../../src/i18n';
import type { RowWarning } from '../../src/shared/upload/rowWarnings';
import { readFirstSheet } from '../../src/shared/upload/readSheet';

const translate = (key: string, args?: object) => i18nProvider.translate(key, args);

/**
 * A volunteer sheet through the browser's check of the register's generic upload (read, matched
 * by heading, checked by its schema a chunk at a time) and in the spec's shapes: each good row
 * as `/swayamsevak/add` is sent it, each bad one's problems, the warnings as the page says them.
 */
export async function checkVolunteerFile(
  buffer: ArrayBuffer,
  name: string,
  reference: VolunteerReference,
  onProgress?: (fraction: number) => void,
  { chunkSize = 500 }: { chunkSize?: number } = {},
) {
  const sheet = readFirstSheet(buffer, name);
  const checked = await checkRegisterSheet(swayamsevak, sheet, {
    translate,
    catalogue: reference,
    placeId: 1,
    chunkSize,
    onProgress,
  });
  const errors: RowErrors[] = checked.errors.map(({ row, issues }) => ({
    row,
    messages: issues.map(({ key, field }) => ({ key, field })) as RowErrors['messages'],
  }));
  const warnings: RowWarning[] = checked.errors.map(({ row, issues }) => ({
    row,
    messages: issues.map((i) => issueText(swayamsevak, i, translate)),
    fields: issues.map((i) => i.field),
  }));
  return {
    total: checked.total,
    valid: checked.valid.map((r) => specValues(withoutPlace(r.values))),
    validRows: checked.valid.map((r) => r.row),
    errors,
    warnings,
    missingHeaders: checked.missingHeaders,
    unknownHeaders: checked.unknownHeaders,
  };
}
