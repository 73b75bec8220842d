import type { Transaction } from 'kysely';
import type { TreePlace } from '../../src/domain/geoImport';
import type { Database } from '../db/schema';

type Trx = Transaction<Database>;

/** The geography's writes for an import, in the caller's transaction (issue 27). */
export const geoImportRepository = {
  /** Every place as the import's plan reads it. */
  async tree(trx: Trx): Promise<(TreePlace & { path: string })[]> {
    return trx
      .selectFrom('location')
      .select([
        'location_id',
        'parent_id',
        'level_id',
        'localized_name',
        'name_suffix',
        'code',
        'path',
      ])
      .orderBy('location_id')
      .execute();
  },

  /** Gives a place made without a code (the first admin's root) the sheet's code. */
  async nameByCode(trx: Trx, id: number, code: string) {
    await trx
      .updateTable('location')
      .set({ code })
      .where('location_id', '=', id)
      .where('code', 'is', null)
      .execute();
  },
};
