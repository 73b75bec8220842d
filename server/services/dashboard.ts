import {
  completeness,
  monthChange,
  pendingCount,
  previousMonth,
  recordState,
  sortRecords,
  unitsByType,
  type AnalyticsMonth,
  type DashboardAnalytics,
  type DashboardPlace,
  type DashboardSummary,
  type GatheringRecords,
} from '../../src/domain/dashboard';
import type { YearMonth } from '../../src/domain/modules/gathering';
import { monthKeyOf } from '../../src/domain/report';
import { lastYearOf } from '../../src/domain/periods';
import type { PlaceRow } from '../repositories/locations';
import type { DashboardRepository, MonthFigures, PlaceRef } from '../repositories/dashboard';
import { DESIGNATED_COLUMNS } from '../rollups/kindsSql';

/** How many pending places the dashboard names (the rest: /ahawal/list). */
export const PENDING_SHOWN = 5;

const placeOf = (p: PlaceRef | PlaceRow): DashboardPlace => ({
  location_id: p.location_id,
  location_name: p.localized_name,
  name_suffix: p.name_suffix,
  level_id: p.level_id,
});

/** The last 12 months ending with `last`, oldest first. */
function twelveMonths(last: YearMonth): YearMonth[] {
  const months = [last];
  while (months.length < 12) months.unshift(previousMonth(months[0]));
  return months;
}

/**
 * The dashboard of a place for today's month (POST /dashboard/summary). Its figures are read
 * while the place is checked (`checked`: a round trip less on PostgreSQL) and answered only
 * once the check has passed.
 */
export async function buildSummary(
  repo: DashboardRepository,
  placeId: number,
  checked: Promise<PlaceRow>,
  period: YearMonth,
): Promise<DashboardSummary> {
  const before = previousMonth(period);
  const key = monthKeyOf(period.year, period.month)!;
  const read = repo.summaryRow(placeId, period, before, key, lastYearOf(period.year));
  read.catch(() => undefined);
  const place = await checked;
  const row = await read;
  const pendingTotal = pendingCount(row.with_record, row.entry_places);
  // the few pending places only when there are any (their walk stops after PENDING_SHOWN);
  // the reported places' own last month only when some have reported and some not: with none
  // it is nothing, with all it is the whole of last month
  const partly = row.with_record > 0 && pendingTotal > 0;
  const [pending, soFar] = await Promise.all([
    pendingTotal
      ? repo.pendingPlaces(place.path, period.year, period.month, PENDING_SHOWN)
      : Promise.resolve([]),
    partly
      ? repo.reportedSoFar(place.path, period, before)
      : Promise.resolve({
          places: row.with_record,
          previous: row.with_record ? row.previous_attendance : 0,
        }),
  ]);
  return {
    place: placeOf(place),
    period,
    as_of: new Date().toISOString(),
    volunteers: row.volunteers,
    designated: unitsByType(DESIGNATED_COLUMNS.map((c) => Number(row[c]))),
    gathering: {
      places_total: row.entry_places,
      places_with_record: row.with_record,
      places_pending: pendingTotal,
      completeness: completeness(row.with_record, row.entry_places),
      attendance: row.attendance,
      present_units: row.present_units,
      previous_attendance: row.previous_attendance,
      change: monthChange(row.attendance, row.previous_attendance),
      last_year_attendance: row.last_year_attendance,
      target_attendance: row.target_attendance,
      so_far: {
        places: soFar.places,
        previous_attendance: soFar.previous,
        change: monthChange(row.attendance, soFar.previous),
      },
    },
    pending: pending.map(placeOf),
  };
}

const analyticsMonth = (
  m: MonthFigures,
  designated: number[],
  total: number,
  compared: { lastYear: MonthFigures | null; target: number | null },
): AnalyticsMonth => ({
  year: m.year,
  month: m.month,
  attendance: {
    praudh: m.praudh,
    tarun_vyavasayi: m.tarun_vyavasayi,
    maha_vidyarthi: m.maha_vidyarthi,
    baal: m.baal,
    shishu: m.shishu,
    total: m.total,
  },
  present: unitsByType(m.present),
  designated: unitsByType(designated),
  places_total: total,
  places_with_record: m.places_with_record,
  completeness: completeness(m.places_with_record, total),
  last_year_total: compared.lastYear && compared.lastYear.total,
  target_total: compared.target,
});

/** 12 months of a place and its children's month (POST /dashboard/analytics). */
export async function buildAnalytics(
  repo: DashboardRepository,
  place: PlaceRow,
  period: YearMonth,
): Promise<DashboardAnalytics> {
  const months = twelveMonths(period);
  const keys = months.map((m) => monthKeyOf(m.year, m.month)!);
  // the same months a year before, where the app had that year (issue 49)
  const before = months.flatMap((m) => {
    const year = lastYearOf(m.year);
    return year ? [{ year, month: m.month }] : [];
  });
  const [figures, designated, total, children, lastYear, targets] = await Promise.all([
    repo.months(place.location_id, months),
    repo.designatedByMonth(place.location_id, keys),
    repo.entryPlaces(place.location_id),
    repo.children(place.location_id, period.year, period.month, keys[11]),
    before.length ? repo.months(place.location_id, before) : [],
    repo.targets(place.location_id, months),
  ]);
  const sameMonthLastYear = (m: YearMonth) =>
    lastYear.find((b) => b.month === m.month && b.year === lastYearOf(m.year)) ?? null;
  return {
    place: placeOf(place),
    period,
    as_of: new Date().toISOString(),
    months: figures.map((m, i) =>
      analyticsMonth(m, designated[i], total, {
        lastYear: sameMonthLastYear(m),
        target: targets[i],
      }),
    ),
    children: children.map((c) => ({
      ...placeOf(c),
      attendance: c.total,
      present_units: c.present_units,
      designated_units: c.designated,
    })),
  };
}

/** The month's gathering-entry places below a place, pending first (POST /sanghik/records). */
export async function buildRecords(
  repo: DashboardRepository,
  place: PlaceRow,
  period: YearMonth,
): Promise<GatheringRecords> {
  const key = monthKeyOf(period.year, period.month)!;
  const rows = await repo.records(place.path, period.year, period.month, key);
  return {
    place: placeOf(place),
    period,
    rows: sortRecords(
      rows.map((r) => ({
        ...placeOf(r),
        state: recordState(r.units_reported),
        units_reported: r.units_reported,
        units_designated: r.units_designated,
        attendance: r.attendance,
        saved_by: r.saved_by,
        saved_at: r.saved_at,
        unusual: r.unusual,
      })),
    ),
  };
}
