import {
  entryMonthChoices,
  financialYear,
  inputsOf,
  unitsToSave,
  withTotal,
  yearChoices,
  type AttendanceField,
  type PlaceRef,
} from '../../domain';
import { unusualCounts, type UnitHistory, type UnusualCount } from '../../domain/plausibility';
import type { SanghikSaveItem, SanghikUnit } from '../../domain/gatheringRecords';

export { parseCount } from '../../domain/text';

/** The unit with one count changed and its total recomputed. */
export function withCount(unit: SanghikUnit, field: AttendanceField, value: number): SanghikUnit {
  return { ...unit, sanghik_upstiti: withTotal({ ...unit.sanghik_upstiti, [field]: value }) };
}

const NO_HISTORY: UnitHistory = { months: [], volunteers: null };

/** The unit's counts that look unusual against its own past (issue 15), with their reasons. */
export const unusualOf = (unit: SanghikUnit): UnusualCount[] =>
  unusualCounts(unit.sanghik_upstiti, unit.history ?? NO_HISTORY);

/** How many unusual counts the units a save sends carry. */
export const unusualInSave = (units: readonly SanghikUnit[]): number =>
  unitsToSave(units).reduce((n, u) => n + unusualOf(u).length, 0);

/** Whether every input a unit shows is zero ('gathering not done'). */
export const isNotDone = (unit: SanghikUnit): boolean =>
  inputsOf(unit.ekak_sub_type_id).every((f) => !unit.sanghik_upstiti[f]);

/** What a save sends: the present units, with the inputs of their sub-type only. */
export const saveItems = (units: readonly SanghikUnit[]): SanghikSaveItem[] =>
  unitsToSave(units).map((u) => ({
    sankalp_id: u.sankalp_id,
    sanghik_upstiti: Object.fromEntries(
      inputsOf(u.ekak_sub_type_id).map((f) => [f, u.sanghik_upstiti[f]]),
    ),
  }));

export interface PlaceGroup {
  place: PlaceRef;
  /** The place's parent when it lies below the chosen place (e.g. its मंडल). */
  parent: PlaceRef | null;
  units: SanghikUnit[];
}

/** Units grouped by their village or vasti, in the order the API lists them. */
export function groupByPlace(units: readonly SanghikUnit[]): PlaceGroup[] {
  const groups = new Map<number, PlaceGroup>();
  for (const unit of units) {
    const id = unit.location.location_id;
    const parent = unit.parent?.parent ? unit.parent : null;
    const group = groups.get(id) ?? { place: unit.location, parent, units: [] };
    group.units.push(unit);
    groups.set(id, group);
  }
  return [...groups.values()];
}

export interface Period {
  year: string;
  month: number;
}

/** Where a screen keeps its last period, and the months it offers. */
export interface PeriodStore {
  key: string;
  monthChoices: typeof entryMonthChoices;
}

export const ENTRY_PERIOD: PeriodStore = {
  key: 'ssm.sanghik.period',
  monthChoices: entryMonthChoices,
};

/** The last used month and year when still offered today, else the current ones. */
export function initialPeriod(today: Date, store: PeriodStore = ENTRY_PERIOD): Period {
  const fallback = { year: financialYear(today), month: store.monthChoices(today)[0].month };
  try {
    const stored = JSON.parse(localStorage.getItem(store.key) ?? 'null') as Partial<Period>;
    const monthOk = store.monthChoices(today).some((c) => c.month === stored?.month);
    const yearOk = yearChoices(today).includes(stored?.year ?? '');
    return monthOk && yearOk ? { year: stored.year!, month: stored.month! } : fallback;
  } catch {
    return fallback;
  }
}

export const storePeriod = (period: Period, store: PeriodStore = ENTRY_PERIOD) =>
  localStorage.setItem(store.key, JSON.stringify(period));
