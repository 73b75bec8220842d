import { sql, type Kysely } from 'kysely';
import type { StatusChange } from '../../../src/domain/modules/gathering';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../appError';
import { lockUnits } from '../../repositories/unitLocks';
import { applyRollupEvent, designationOf } from '../../rollups';
import { writeTransaction } from '../../rollups/treeLock';

export type { StatusChange };

/** The latest effective date in the unit's history. */
async function latestDate(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('sankalp_status')
    .select(sql<string>`to_char(max(effective_date), 'YYYY-MM-DD')`.as('latest'))
    .where('sankalp_id', '=', id)
    .executeTakeFirst();
  return row?.latest ?? undefined;
}

/** Status (सद्यस्थिती) changes of units: the current one on the unit, every one in history. */
export function unitStatusRepository(db: Kysely<Database>) {
  return {
    async history(id: number) {
      return db
        .selectFrom('sankalp_status as s')
        .leftJoin('app_user as u', 'u.user_id', 's.changed_by')
        .select(['s.status_id', 's.sankalp_id', 's.status', 's.reason', 's.changed_at'])
        .select(sql<string>`to_char(s.effective_date, 'YYYY-MM-DD')`.as('effective_date'))
        .select(['u.user_id as changed_by', 'u.name as changed_by_name'])
        .where('s.sankalp_id', '=', id)
        .orderBy('s.effective_date', 'desc')
        .orderBy('s.status_id', 'desc')
        .execute();
    },

    /**
     * Records the change; the unit is locked first and the rules on its current status and
     * last change are checked under that lock, so two changes at once cannot both pass them.
     */
    async change(change: StatusChange, userId: number): Promise<void> {
      await writeTransaction(db, async (trx) => {
        const id = change.sankalp_id;
        if (!(await lockUnits(trx, [id], 'update')).has(id)) throw notFound('unit not found');
        const current = await trx
          .selectFrom('sankalp')
          .select('status')
          .where('sankalp_id', '=', id)
          .executeTakeFirstOrThrow();
        if (current.status === change.status) {
          throw badRequest(`status is already ${change.status}`);
        }
        const latest = await latestDate(trx, id);
        if (latest && change.effective_date < latest) {
          throw badRequest(`effective_date must not be before the last change (${latest})`);
        }
        const before = await designationOf(trx, [change.sankalp_id]);
        await trx
          .insertInto('sankalp_status')
          .values({ ...change, changed_by: userId })
          .execute();
        await trx
          .updateTable('sankalp')
          .set({
            status: change.status,
            status_date: change.effective_date,
            updated_by: userId,
            updated_at: sql`now()`,
          })
          .where('sankalp_id', '=', change.sankalp_id)
          .execute();
        const after = await designationOf(trx, [change.sankalp_id]);
        await applyRollupEvent(trx, {
          type: 'statusChanged',
          before: before.values(),
          after: after.values(),
        });
      });
    },
  };
}
