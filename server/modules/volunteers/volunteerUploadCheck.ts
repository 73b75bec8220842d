import type { VolunteerMode, VolunteerReference } from '../../../src/domain/modules/volunteers';
import type { DuplicateVolunteer } from './routes/volunteerDuplicates';
import { rowErrorEntries, validateRowsInSteps, type RowError } from './volunteerRows';

type FindDuplicates = (
  queries: { firstName: string; surname: string; mobile: string }[],
) => Promise<Map<number, DuplicateVolunteer>>;

export interface UploadCheck {
  total: number;
  valid: number;
  errors: RowError[];
  /** Valid rows (numbered index + 2) repeating a live volunteer of the caller's area. */
  duplicates: (DuplicateVolunteer & { row: number })[];
}

/** The server's whole verdict on an upload before anything is stored (the dry run). */
export async function checkUpload(
  rows: readonly Record<string, unknown>[],
  reference: VolunteerReference,
  mode: VolunteerMode,
  findDuplicates: FindDuplicates,
): Promise<UploadCheck> {
  const { valid, errors } = await validateRowsInSteps(rows, reference, mode);
  const failed = new Set(errors.map((e) => e.row));
  const validRows = rows.map((_row, index) => index + 2).filter((row) => !failed.has(row));
  const matches = await findDuplicates(
    valid.map((v) => ({ firstName: v.firstName, surname: v.surname, mobile: String(v.mobile) })),
  );
  return {
    total: rows.length,
    valid: valid.length,
    errors: rowErrorEntries(errors),
    duplicates: [...matches].map(([index, volunteer]) => ({
      row: validRows[index]!,
      ...volunteer,
    })),
  };
}
