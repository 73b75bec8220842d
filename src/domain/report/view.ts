import { LEVEL, SUFFIX } from '../levels';
import { REPORT_PATHS, type ReportPath } from './types';

/** The six summary-report views (spec §4 "Summary report"). */
export const REPORT_VIEWS = [
  'bhag',
  'gramin_jilha',
  'taluka',
  'city_nagar',
  'upkhand',
  'upkhand_nagar',
] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];

const suffixOf = (nameSuffix: string | null | undefined) => (nameSuffix ?? '').trim();

/** The view of a report, from its place's level and name suffix; undefined when none fits. */
export function reportView(
  levelId: number | string,
  nameSuffix: string | null | undefined,
): ReportView | undefined {
  const suffix = suffixOf(nameSuffix);
  switch (Number(levelId)) {
    case LEVEL.BHAG:
      if (suffix === SUFFIX.BHAG) return 'bhag';
      return suffix === SUFFIX.GRAMIN_JILHA ? 'gramin_jilha' : undefined;
    case LEVEL.TALUKA:
      return 'taluka';
    case LEVEL.NAGAR:
      return 'city_nagar';
    case LEVEL.UPKHAND:
      if (suffix === SUFFIX.UPKHAND) return 'upkhand';
      return suffix === SUFFIX.UPKHAND_NAGAR ? 'upkhand_nagar' : undefined;
    default:
      return undefined;
  }
}

/** The report path that accepts a level (3 bhag, 6 taluka, 7 nagar, 8 upkhand). */
export function reportPathFor(levelId: number | string): ReportPath | undefined {
  const level = Number(levelId);
  return (Object.keys(REPORT_PATHS) as ReportPath[]).find((path) => REPORT_PATHS[path] === level);
}
