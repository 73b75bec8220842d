import { LEVEL, SUFFIX } from '../levels';

/**
 * The kinds of place a summary report counts (spec §3 "Counts"). `gaon` is every leaf place
 * (गाव and वस्ती); a वस्ती is also counted as `vasti`.
 */
export const PLACE_KINDS = [
  'gaon',
  'vasti',
  'mandal',
  'nagar',
  'taluka',
  'upkhand',
  'upkhand_nagar',
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** The kinds a place is counted as (none for प्रांत, विभाग, भाग …). */
export function kindsOf(levelId: number, nameSuffix: string): PlaceKind[] {
  switch (levelId) {
    case LEVEL.GAON:
      return ['gaon'];
    case LEVEL.VASTI:
      return ['gaon', 'vasti'];
    case LEVEL.MANDAL:
      return ['mandal'];
    case LEVEL.NAGAR:
      return ['nagar'];
    case LEVEL.TALUKA:
      return ['taluka'];
    case LEVEL.UPKHAND:
      if (nameSuffix === SUFFIX.UPKHAND_NAGAR) return ['upkhand_nagar'];
      return nameSuffix === SUFFIX.UPKHAND ? ['upkhand'] : [];
    default:
      return [];
  }
}

/** The child list of the report a place of this kind goes into (SummaryReport). */
export type ChildListKey =
  'talukas' | 'nagars' | 'upkhand' | 'upkhandNagar' | 'mandals' | 'children_locations';

export function childListOf(levelId: number, nameSuffix: string): ChildListKey | undefined {
  const [kind] = kindsOf(levelId, nameSuffix);
  const lists: Record<PlaceKind, ChildListKey> = {
    taluka: 'talukas',
    nagar: 'nagars',
    upkhand: 'upkhand',
    upkhand_nagar: 'upkhandNagar',
    mandal: 'mandals',
    gaon: 'children_locations',
    vasti: 'children_locations',
  };
  return kind && lists[kind];
}

/** The place kinds that together count exactly the places of these levels (undefined: none do). */
export function kindsCovering(levels: readonly number[]): PlaceKind[] | undefined {
  const key = [...levels].sort((a, b) => a - b).join(',');
  const exact: Record<string, PlaceKind[]> = {
    [`${LEVEL.GAON},${LEVEL.VASTI}`]: ['gaon'],
    [`${LEVEL.VASTI}`]: ['vasti'],
    [`${LEVEL.MANDAL}`]: ['mandal'],
    [`${LEVEL.NAGAR}`]: ['nagar'],
    [`${LEVEL.TALUKA}`]: ['taluka'],
    [`${LEVEL.UPKHAND}`]: ['upkhand', 'upkhand_nagar'],
  };
  return exact[key];
}
