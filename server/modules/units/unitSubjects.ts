import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { monthKeyOf } from '../../../src/domain/report';
import type { Database } from '../../db/schema';
import type { CountSubjectRow, MonthRef } from '../../engine/repositories/countRecords';
import type { SubjectSource, Target } from '../../engine/services/subjectSources';
import { DESIGNATED_COLUMNS } from '../../rollups/kindsSql';
import { designatedInMonth } from '../gathering/sanghikRepository';
import { lockUnits } from '../../repositories/unitLocks';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Units under the place designated in the month, or with a record of the period (`join`: the
 * form's store joins it as `c`).
 */
async function unitSubjects(db: Db, join: RawBuilder<unknown>, rootPath: string, m: MonthRef) {
  const { rows } = await sql<CountSubjectRow>`
    select u.sankalp_id as subject_id, u.localized_name as name, l.location_id, l.path,
      u.ekak_type_id as type_id, u.ekak_sub_type_id as sub_type_id, c.data, c.version, c.saved_at, c.id as record_id
    from sankalp u
    join location l on l.location_id = u.location_id
    ${join}
    where l.path like ${`${rootPath}%`} and u.deleted_at is null
      and (${designatedInMonth(m)} or c.id is not null)
    order by l.path, u.ekak_sub_type_id, u.localized_name, u.sankalp_id`.execute(db);
  return rows;
}

/** Units designated in a month (its month key) under each place, from designation_rollup. */
async function designated(db: Db, ids: readonly number[], monthKey: number) {
  if (ids.length === 0) return new Map<number, number>();
  const sum = sql.join(
    DESIGNATED_COLUMNS.map((c) => sql.ref(c)),
    sql` + `,
  );
  const { rows } = await sql<{ location_id: number; n: string }>`
    select location_id, sum(${sum}) as n from designation_rollup
    where location_id in (${sql.join(ids)}) and month_key <= ${monthKey}
    group by location_id`.execute(db);
  return new Map(rows.map((r) => [r.location_id, Number(r.n)]));
}

/** The units as a count form's subjects (`subject: 'unit'`): the gathering's and others'. */
export const unitSubjectSource: SubjectSource = {
  list: (app, join, d, place, period, month) =>
    unitSubjects(app.database.kysely, join(d, period, month, 'u.sankalp_id'), place.path, month),
  async targets(db, join, d, period, month, ids) {
    const { rows } = await sql<Target>`
      select u.sankalp_id as subject_id, u.localized_name as name, l.location_id, l.path,
        u.ekak_sub_type_id as sub_type_id, (${designatedInMonth(month)} or c.id is not null) as open
      from sankalp u join location l on l.location_id = u.location_id
      ${join(d, period, month, 'u.sankalp_id')}
      where u.sankalp_id in (${sql.join(ids)}) and u.deleted_at is null`.execute(db);
    return rows;
  },
  // share-locked: a move or delete of the unit waits for the save (issue 17)
  async lock(trx, ids) {
    await lockUnits(trx, [...ids], 'share');
  },
  eligible: (app, _d, children, period) =>
    designated(
      app.database.kysely,
      children.map((c) => c.location_id),
      monthKeyOf(period.year, period.monthNumber)!,
    ),
};
