import { asRaw, isRaw, num, pick, sum, type Raw } from './rawFields';
import type {
  ActivityBlock,
  ActivityCounts,
  ActivityKey,
  AgeGroupKey,
  AttendanceSums,
  PlaceCounts,
  ReportMetrics,
} from './types';

export const ACTIVITY_KEYS: readonly ActivityKey[] = ['shakha', 'saptahik_milan', 'sangh_mandali'];

/** The age groups of each unit type's sub-types (src/domain/gathering/units.ts). */
export const ACTIVITY_GROUPS: Readonly<Record<ActivityKey, readonly AgeGroupKey[]>> = {
  shakha: ['baal', 'sanyukta_vidyarthi', 'tarun_vyavasayi', 'praudh'],
  saptahik_milan: ['maha_vidyarthi', 'sanyukta_vidyarthi', 'tarun_vyavasayi', 'praudh'],
  sangh_mandali: ['sangh_mandali'],
};

const ACTIVITY_NAMES: Readonly<Record<ActivityKey, readonly string[]>> = {
  shakha: ['shakha', 'branch'],
  saptahik_milan: ['saptahik_milan', 'sapatahik_milan', 'saptahikMilan', 'sapatahikMilan'],
  sangh_mandali: ['sangh_mandali', 'sanghMandali', 'sangh_mandal'],
};

const GROUP_NAMES: Readonly<Record<AgeGroupKey, readonly string[]>> = {
  baal: ['baal', 'bal'],
  sanyukta_vidyarthi: ['sanyukta_vidyarthi', 'sanyukt_vidyarthi'],
  tarun_vyavasayi: ['tarun_vyavasayi', 'tarun_vyavsayi', 'tvk'],
  praudh: ['praudh', 'prodh'],
  maha_vidyarthi: ['maha_vidyarthi', 'mahavidyalayin_vidyarthi', 'mahavidyalayin'],
  sangh_mandali: ['sangh_mandali', 'sanghMandali'],
};
const GROUP_KEYS = Object.keys(GROUP_NAMES) as AgeGroupKey[];
const TOTAL_NAMES = ['total', 'ekun', 'Total'];

/** Age-group counts under any known spelling; `required` groups are filled with 0. */
function groupCounts(raw: Raw, required: readonly AgeGroupKey[]) {
  const out: Partial<Record<AgeGroupKey, number>> = {};
  for (const group of GROUP_KEYS) {
    const value = pick(raw, GROUP_NAMES[group]);
    if (value !== undefined || required.includes(group)) out[group] = num(value);
  }
  return out;
}

/** A type's block: `{ total, sub_types }`, or flat age-group keys, or only a number. */
function activityBlock(value: unknown, key: ActivityKey): ActivityBlock {
  const groups = ACTIVITY_GROUPS[key];
  const raw = asRaw(value);
  const subRaw = isRaw(raw.sub_types) ? raw.sub_types : raw;
  const sub_types = groupCounts(subRaw, groups);
  const given = isRaw(value) ? pick(raw, TOTAL_NAMES) : value;
  const total = given === undefined ? sum(Object.values(sub_types)) : num(given);
  // A type with a single age group (संघ मंडळी) may be sent as its total only.
  if (groups.length === 1 && pick(subRaw, GROUP_NAMES[groups[0]]) === undefined) {
    sub_types[groups[0]] = total;
  }
  return { total, sub_types };
}

function activityBlocks(value: unknown): Record<ActivityKey, ActivityBlock> {
  const raw = asRaw(value);
  const entries = ACTIVITY_KEYS.map((k) => [k, activityBlock(pick(raw, ACTIVITY_NAMES[k]), k)]);
  return Object.fromEntries(entries) as Record<ActivityKey, ActivityBlock>;
}

/** Counts per type; a type missing here is taken from its block's total. */
function activityCounts(
  value: unknown,
  blocks: Record<ActivityKey, ActivityBlock>,
): ActivityCounts {
  const raw = asRaw(value);
  const counts = Object.fromEntries(
    ACTIVITY_KEYS.map((k) => {
      const v = pick(raw, ACTIVITY_NAMES[k]);
      return [k, v === undefined ? blocks[k].total : num(v)];
    }),
  ) as Record<ActivityKey, number>;
  const total = pick(raw, TOTAL_NAMES);
  return { ...counts, total: total === undefined ? sum(Object.values(counts)) : num(total) };
}

function attendance(value: unknown): AttendanceSums {
  const raw = asRaw(value);
  const praudh = num(pick(raw, GROUP_NAMES.praudh));
  const tarun_vyavasayi = num(pick(raw, GROUP_NAMES.tarun_vyavasayi));
  const maha_vidyarthi = num(pick(raw, GROUP_NAMES.maha_vidyarthi));
  const baal = num(pick(raw, GROUP_NAMES.baal));
  const total = pick(raw, TOTAL_NAMES);
  return {
    praudh,
    tarun_vyavasayi,
    maha_vidyarthi,
    baal,
    total: total === undefined ? praudh + tarun_vyavasayi + maha_vidyarthi + baal : num(total),
    shishu: num(pick(raw, ['shishu', 'shishu_count'])),
  };
}

const PLACE_COUNT_KEYS: readonly (keyof PlaceCounts)[] = [
  'Total_gaon',
  'present_gaon',
  'sankalpit_gaon',
  'total_vasti',
  'present_vasti',
  'total_mandal',
  'present_mandal',
  'total_nagar',
  'present_nagar',
  'Total_taluka',
  'present_taluka',
  'Total_upkhand',
  'present_upkhand',
  'Total_upkhand_nagar',
  'present_upkhand_nagar',
];
/** Objects some levels nest their place counts in (`Gaon: { Total_gaon, … }`). */
const NESTED_COUNTS = ['Gaon', 'vasti', 'mandal', 'nagar', 'taluka'];

function placeCounts(raw: Raw): PlaceCounts {
  const nested = NESTED_COUNTS.map((name) => pick(raw, [name])).filter(isRaw);
  const flat: Raw = Object.assign({}, ...nested, raw);
  const counts = {} as PlaceCounts;
  for (const key of PLACE_COUNT_KEYS) counts[key] = num(pick(flat, [key]));
  return counts;
}

/** Every figure of a place, under the contract's spellings, missing ones as 0. */
export function normaliseMetrics(raw: Raw): ReportMetrics {
  const sankalp_total = activityBlocks(pick(raw, ['sankalp_total', 'Sankalp_total']));
  const ageWise = activityBlocks(
    pick(raw, ['present_Sankalpit_age_wise', 'present_sankalpit_age_wise']),
  );
  const totalPresent = asRaw(pick(raw, ['total_present', 'Total_present']));
  const presentGroups = groupCounts(totalPresent, []);
  const presentTotal = pick(totalPresent, TOTAL_NAMES);
  return {
    ...placeCounts(raw),
    ekunSankalpit: activityCounts(pick(raw, ['ekunSankalpit', 'ekun_sankalpit']), sankalp_total),
    sankalp_total,
    present_Sankalpit: activityCounts(pick(raw, ['present_Sankalpit']), ageWise),
    present_Sankalpit_age_wise: ageWise,
    present_sayamsevak_upastiti: attendance(
      pick(raw, ['present_sayamsevak_upastiti', 'present_swayamsevak_upastiti']),
    ),
    total_present: {
      ...presentGroups,
      total: presentTotal === undefined ? sum(Object.values(presentGroups)) : num(presentTotal),
    },
  };
}
