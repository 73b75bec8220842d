import type { Kysely } from 'kysely';
import type { RegisterDeclaration } from '../../../src/domain/engine';
import type { Database } from '../../db/schema';
import { fieldIssuesError } from '../services/entityRecords';
import { holdPhotos, unusablePhotos } from './photoRepository';

type Values = Readonly<Record<string, unknown>>;

const photoFields = (d: RegisterDeclaration) => d.fields.filter((f) => f.type === 'photo');

/**
 * Before a record is written: each photo it names is its own already, or one its saver sent that
 * no record holds (400 on the field otherwise — another's photo is never taken over).
 */
export async function checkRecordPhotos(
  trx: Kysely<Database>,
  d: RegisterDeclaration,
  values: Values,
  recordId: number | null,
  userId: number,
): Promise<void> {
  for (const field of photoFields(d)) {
    const ids = (values[field.name] as string[] | undefined) ?? [];
    if ((await unusablePhotos(trx, ids, recordId, userId)).length)
      throw fieldIssuesError(d, [{ field: field.name, key: 'app.photo.notYours' }]);
  }
}

/** After it is written: the record holds exactly the photos it names (the others are gone). */
export async function keepRecordPhotos(
  trx: Kysely<Database>,
  d: RegisterDeclaration,
  values: Values,
  recordId: number,
): Promise<void> {
  const fields = photoFields(d);
  if (fields.length === 0) return;
  const ids = fields.flatMap((f) => (values[f.name] as string[] | undefined) ?? []);
  await holdPhotos(trx, d.name, recordId, ids);
}
