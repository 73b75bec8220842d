import { LEVEL } from '../../../src/domain/levels';
import {
  NO_RECORD_MESSAGE,
  PLACE_KINDS,
  childListOf,
  monthKeyOf,
  type ReportMandal,
  type ReportPlace,
  type ReportUpkhand,
  type ReportUpkhandNagar,
  type SummaryReport,
} from '../../../src/domain/report';
import { emptyMetrics, reportMetrics } from '../../../src/domain/modules/gathering';
import type { FigureRow, SanghikReportRepository } from './sanghikReportRepository';

/**
 * What a report brings beside its figures when asked (issue 49): each table row's figures of the
 * same month a year before (`lastYear`: that year, or null when the app had none), its targets.
 */
export interface ReportComparisons {
  lastYear?: string | null;
  targets?: () => Promise<ReadonlyMap<number, Readonly<Record<string, number>>>>;
}

const SUB_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const num = (v: unknown) => Number(v ?? 0) || 0;
const bySubType = (row: FigureRow, prefix: string) =>
  Object.fromEntries(SUB_TYPES.map((s) => [s, num(row[`${prefix}${s}`])]));
const byKind = (row: FigureRow, prefix: string) =>
  Object.fromEntries(PLACE_KINDS.map((k) => [k, num(row[`${prefix}${k}`])]));

/** A place of the report from its roll-up row. */
export function reportPlace(row: FigureRow): ReportPlace {
  return {
    location_id: row.location_id,
    location_name: row.localized_name,
    name_suffix: row.name_suffix,
    level_id: row.level_id,
    sanghik_record_found: num(row.present_units) > 0,
    unusual: row.unusual === true,
    ...reportMetrics({
      designated: bySubType(row, 'designated_'),
      present: bySubType(row, 'present_'),
      attendance: {
        praudh: num(row.praudh),
        tarun_vyavasayi: num(row.tarun_vyavasayi),
        maha_vidyarthi: num(row.maha_vidyarthi),
        baal: num(row.baal),
        total: num(row.total),
        shishu: num(row.shishu),
      },
      totals: byKind(row, 'total_'),
      withRecord: byKind(row, 'rec_'),
      leavesWithUnits: num(row.leaves_with_units),
    }),
  };
}

const pendingOf = (p: ReportPlace) => ({
  location_id: p.location_id,
  location_name: p.location_name,
  name_suffix: p.name_suffix,
});

/**
 * The summary report of a place for a month: its figures and its children's, from the roll-up
 * rows only. Children go into the list of their kind; an उपखंड child carries its मंडल, an
 * उपखंड नगर child its वस्ती, a मंडल its गाव names.
 */
export async function buildReport(
  repo: SanghikReportRepository,
  placeId: number,
  year: string,
  month: number,
  also: ReportComparisons = {},
): Promise<SummaryReport> {
  const key = monthKeyOf(year, month)!;
  const then = also.lastYear;
  const [rows, lastRows, targets] = await Promise.all([
    repo.figures(placeId, 'children', year, month, key),
    then ? repo.figures(placeId, 'children', then, month, monthKeyOf(then, month)!) : null,
    also.targets?.(),
  ]);
  const before = new Map(lastRows?.map((r) => [r.location_id, r]));
  // a table row (the place, its children) with what was asked beside its figures
  const compared = (row: FigureRow): ReportPlace => {
    const last = before.get(row.location_id);
    return {
      ...reportPlace(row),
      ...(then === undefined ? {} : { last_year: last ? reportPlace(last) : null }),
      ...(targets ? { target: targets.get(row.location_id) ?? {} } : {}),
    };
  };
  const own = rows.find((r) => r.location_id === placeId)!;
  const children = rows.filter((r) => r !== own);
  const self = compared(own);
  const base = { message: '', year, month, computed_at: own.changed_at, pending: [] };
  if (!self.sanghik_record_found) {
    const pending = children.filter((c) => !c.closed).map((c) => pendingOf(reportPlace(c)));
    return { ...self, ...emptyMetrics(), ...base, message: NO_RECORD_MESSAGE, pending };
  }
  const grand = children.some((c) => c.level_id === LEVEL.UPKHAND)
    ? await repo.figures(placeId, 'upkhand', year, month, key)
    : [];
  const mandalIds = [...children, ...grand]
    .filter((r) => r.level_id === LEVEL.MANDAL)
    .map((r) => r.location_id);
  const names = await repo.childNames(mandalIds);
  const mandal = (row: FigureRow, place = reportPlace(row)): ReportMandal => {
    const gaons = names.filter((n) => n.parent_id === row.location_id);
    return {
      ...place,
      mandal_name: row.localized_name,
      gaon_count: num(row.total_gaon),
      gaon_locations: gaons.map((g) => ({
        location_id: g.location_id,
        location_name: g.localized_name,
      })),
    };
  };
  const under = (row: FigureRow) => grand.filter((g) => g.parent_id === row.location_id);
  const report: SummaryReport = { ...self, ...base, message: 'success' };
  for (const row of children) {
    const list = childListOf(row.level_id, row.name_suffix);
    if (!list) continue;
    const item =
      list === 'upkhand'
        ? ({
            ...compared(row),
            mandals: under(row)
              .filter(isMandal)
              .map((m) => mandal(m)),
          } as ReportUpkhand)
        : list === 'upkhandNagar'
          ? ({
              ...compared(row),
              children_locations: under(row).map(reportPlace),
            } as ReportUpkhandNagar)
          : list === 'mandals'
            ? mandal(row, compared(row))
            : compared(row);
    ((report[list] ??= []) as ReportPlace[]).push(item);
  }
  // a closed place is expected no more
  report.pending = children
    .filter((c) => !c.closed)
    .map(reportPlace)
    .filter((c) => !c.sanghik_record_found)
    .map(pendingOf);
  return report;
}

const isMandal = (row: FigureRow) => row.level_id === LEVEL.MANDAL;
