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

/**
 * Each kind as data: the levels it takes and, where it matters, the name suffix. kindsOf and
 * the SQL conditions of the roll-ups (server/rollups/kindsSql.ts) are both made from it.
 */
export const PLACE_KIND_RULES: Readonly<
  Record<PlaceKind, { levels: readonly number[]; suffix?: string }>
> = {
  gaon: { levels: [LEVEL.GAON, LEVEL.VASTI] },
  vasti: { levels: [LEVEL.VASTI] },
  mandal: { levels: [LEVEL.MANDAL] },
  nagar: { levels: [LEVEL.NAGAR] },
  taluka: { levels: [LEVEL.TALUKA] },
  upkhand: { levels: [LEVEL.UPKHAND], suffix: SUFFIX.UPKHAND },
  upkhand_nagar: { levels: [LEVEL.UPKHAND], suffix: SUFFIX.UPKHAND_NAGAR },
};

/** The kinds a place is counted as (none for प्रांत, विभाग, भाग …), in PLACE_KINDS order. */
export function kindsOf(levelId: number, nameSuffix: string): PlaceKind[] {
  return PLACE_KINDS.filter((kind) => {
    const { levels, suffix } = PLACE_KIND_RULES[kind];
    return levels.includes(levelId) && (suffix === undefined || suffix === nameSuffix);
  });
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

/**
 * The place kinds that together count exactly the places of these levels (undefined: none
 * do): a kind taking just these levels whatever the suffix, else those that split them by it.
 */
export function kindsCovering(levels: readonly number[]): PlaceKind[] | undefined {
  const wanted = [...new Set(levels)].sort((a, b) => a - b).join(',');
  const same = PLACE_KINDS.filter(
    (kind) => [...PLACE_KIND_RULES[kind].levels].sort((a, b) => a - b).join(',') === wanted,
  );
  const whole = same.find((kind) => PLACE_KIND_RULES[kind].suffix === undefined);
  if (whole) return [whole];
  return same.length ? same : undefined;
}
