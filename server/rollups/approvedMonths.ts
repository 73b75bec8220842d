import { sql, type Kysely } from 'kysely';
import { API_ERROR } from '../../src/domain/apiErrors';
import { formatDay } from '../../src/domain/dates';
import { policyOf } from '../../src/domain/engine';
import { COUNT_FORMS } from '../../src/domain/modules';
import { periodNameOf, periodText } from '../../src/domain/periods';
import { inIntervals, monthKeyOf, type MonthInterval } from '../../src/domain/report';
import { AppError } from '../appError';
import type { Database } from '../db/schema';
import { keyedRows } from '../shared/keyedErrors';
import { translateMr } from '../shared/translateMr';

/** The lock between approvals (exclusive) and the unit writes that move approved figures. */
const APPROVALS = sql`hashtext('ssm-approvals')`;

/**
 * Taken by an approval (exclusive) and by every unit write before it locks a unit (shared): a
 * unit write then reads the approvals as they are and none begins until it ends. Taken before
 * any row lock, so a save waiting on a unit never waits behind an approval waiting on it.
 */
export async function holdApprovals(trx: Kysely<Database>, exclusive = false): Promise<void> {
  const fn = exclusive ? sql`pg_advisory_xact_lock` : sql`pg_advisory_xact_lock_shared`;
  await sql`select ${fn}(${APPROVALS})`.execute(trx);
}

/**
 * Figures a write moves outside the entry screen: those of the places `above` (ids; an approval
 * at any of them covers the change) in the months of `months`.
 */
export interface FigureChange {
  above: readonly number[];
  months: readonly MonthInterval[];
}

/** The count forms with approval whose figures live in the tables these roll-ups keep. */
const APPROVED_FORMS = COUNT_FORMS.filter((d) => d.store === 'gathering' && policyOf(d).approval);

interface Approval {
  location_id: number;
  year: string;
  part: string;
  by: string;
  on: string;
}

/**
 * 409 `PERIOD_APPROVED` (with the month, who approved it and when, in Marathi) when a change
 * would move a figure of an approved month; the caller holds holdApprovals or the tree's lock.
 */
export async function assertNoApprovedMonth(
  trx: Kysely<Database>,
  changes: readonly FigureChange[],
): Promise<void> {
  const moving = changes.filter((c) => c.months.length > 0 && c.above.length > 0);
  if (!moving.length || !APPROVED_FORMS.length) return;
  const ids = [...new Set(moving.flatMap((c) => c.above))];
  const { rows } = await sql<Approval>`
    select s.location_id, s.year, s.part, coalesce(u.name, '') as by,
      to_char(s.approved_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as on
    from period_status s left join app_user u on u.user_id = s.approved_by
    where s.module = any(${APPROVED_FORMS.map((d) => d.name)}::text[])
      and s.approved_at is not null and s.location_id = any(${ids}::int[])
    order by s.year, s.part::int`.execute(trx);
  const hit = rows.find((row) => {
    const key = monthKeyOf(row.year, Number(row.part));
    return (
      key !== undefined &&
      moving.some((c) => c.above.includes(row.location_id) && inIntervals(key, c.months))
    );
  });
  if (hit) throw approvedMonthRefusal(hit);
}

/**
 * 409 `PERIOD_APPROVED` when a place moved or merged with its subtree has figures of a
 * count-record form (any, the browser's too) in a period an approval at one of `above` covers:
 * its old and new places' figures of that period would move (issue 46).
 */
export async function assertNoApprovedCountPeriod(
  trx: Kysely<Database>,
  placeId: number,
  above: readonly number[],
): Promise<void> {
  if (!above.length) return;
  const { rows } = await sql<Approval>`
    select s.location_id, s.year, s.part, coalesce(u.name, '') as by,
      to_char(s.approved_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as on
    from period_status s
    join (select distinct entity, year, part from count_rollup
      where location_id = ${placeId} and value <> 0) c
      on c.entity = s.module and c.year = s.year and c.part = s.part
    left join app_user u on u.user_id = s.approved_by
    where s.approved_at is not null and s.location_id = any(${[...above]}::int[])
    order by s.year, s.part limit 1`.execute(trx);
  if (rows[0]) throw approvedMonthRefusal(rows[0]);
}

function approvedMonthRefusal(hit: Approval): AppError {
  const period = periodText(periodNameOf(hit.year, hit.part), (key, args) =>
    translateMr(key, args as Record<string, string>),
  );
  const [row] = keyedRows([
    {
      key: 'app.period.gate.approvedMonth',
      args: { period, by: hit.by, date: formatDay(hit.on) },
    },
  ]);
  return new AppError(409, API_ERROR.PERIOD_APPROVED, row!.message, [row!]);
}
