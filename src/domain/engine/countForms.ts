import { ALL_LEVELS } from '../levels';
import { financialYear } from '../calendar';
import {
  SUBJECT_KINDS,
  subjectSubTypeOf,
  subjectTypeOf,
  type SubjectTypeFields,
} from '../subjects';
import type {
  CountFormDeclaration,
  ModuleDeclaration,
  FieldDeclaration,
  FormDeclaration,
  RegisterDeclaration,
} from './types';

type Values = Readonly<Record<string, unknown>>;
/** A record's share of its places' roll-ups: `_records` (1 when present), `total` and each summed field. */
export type Contribution = Record<string, number>;

export const count = (value: unknown) =>
  value === true ? 1 : typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * Sub-types of a form's subjects (a unit's, plugged in by its module): which of the fields
 * declared `unitInput` a sub-type's card shows, and how a type and a sub-type are named.
 */
export interface SubTypes {
  inputsOf(subTypeId: number): readonly string[];
  /** Every input some sub-type shows. */
  inputs: readonly string[];
  typeKey(typeId: number): string;
  subTypeKey(subTypeId: number): string;
}

let subTypes: SubTypes | undefined;
export function plugSubTypes(plugged: SubTypes): void {
  subTypes = plugged;
}

/** The label keys of a subject's type and sub-type (a unit's: शाखा · प्रौढ). */
/** The words of a subject's type and sub-type (none for a subject without them: a place). */
export function subTypeLabelKeys(s: SubjectTypeFields): string[] {
  const [typeId, subTypeId] = [subjectTypeOf(s), subjectSubTypeOf(s)];
  if (!typeId || !subTypeId) return [];
  return [subTypes?.typeKey(typeId) ?? '', subTypes?.subTypeKey(subTypeId) ?? ''];
}

/** Every input a sub-type may show (none: no module plugged sub-types in). */
export const subTypeInputs = (): readonly string[] => subTypes?.inputs ?? [];

/** The fields a subject's card shows: a unit sees the attendance inputs of its sub-type only. */
export function fieldsFor(d: FormDeclaration, subTypeId?: number): FieldDeclaration[] {
  const inputs = subTypeId === undefined ? undefined : subTypes?.inputsOf(subTypeId);
  return d.fields.filter((f) => !f.unitInput || (inputs ?? []).includes(f.name));
}

/** The computed total: the sum of the fields declared `inTotal`. */
export const recordTotal = (d: FormDeclaration, values: Values): number =>
  d.fields.filter((f) => f.inTotal).reduce((sum, f) => sum + count(values[f.name]), 0);

/** A record counts as held / reported when any summed field is above zero. */
export const isPresent = (d: FormDeclaration, values: Values): boolean =>
  d.fields.some((f) => f.summed && count(values[f.name]) > 0);

/** What a record adds to the roll-ups of every place above it (nothing for no record). */
export function contribution(d: FormDeclaration, values: Values | null): Contribution {
  if (!values || !isPresent(d, values)) return {};
  const out: Contribution = { _records: 1, total: recordTotal(d, values) };
  for (const f of d.fields) if (f.summed) out[f.name] = count(values[f.name]);
  return out;
}

/** The change a save makes to each roll-up figure (zero changes left out). */
export function contributionDelta(before: Contribution, after: Contribution): Contribution {
  const out: Contribution = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const change = (after[key] ?? 0) - (before[key] ?? 0);
    if (change !== 0) out[key] = change;
  }
  return out;
}

/**
 * What a register record adds to the roll-ups of its places (`RegisterDeclaration.rollup`): it
 * counts once, its summed fields, its total, and once under its value of the split field.
 */
export function registerContribution(d: RegisterDeclaration, values: Values | null): Contribution {
  if (!values || !d.rollup) return {};
  const out: Contribution = { _records: 1, total: recordTotal(d, values) };
  for (const f of d.fields) if (f.summed) out[f.name] = count(values[f.name]);
  const split = d.rollup.splitBy;
  if (split && typeof values[split] === 'string') out[`${split}:${values[split]}`] = 1;
  return out;
}

/** The financial year a register record counts in (of its period field's date), if any. */
export function registerRollupYear(d: RegisterDeclaration, values: Values): string | undefined {
  const date = d.rollup && values[d.rollup.periodField];
  return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? financialYear(new Date(`${date}T12:00:00`))
    : undefined;
}

/** The place levels whose roll-up report a count form offers (none without `rollupView`). */
export function rollupLevels(d: CountFormDeclaration): number[] {
  if (!d.rollupView) return [];
  const above = ALL_LEVELS.filter((l) => l < Math.min(...d.entryLevels));
  return d.rollupView === 'alsoAtEntry' ? [...above, ...d.entryLevels] : above;
}

/**
 * Whether a roll-up of `source` at a place of `levelId` is that place's own row: a count form's
 * records entered for the place itself (an उपखंड's campaign return) are held by none of its
 * children (spec §6: every user sees the अभियान गोषवारा, the उपखंड's own office too).
 */
export const reportsOwnRow = (source: ModuleDeclaration, levelId: number): boolean =>
  source.kind === 'countForm' &&
  SUBJECT_KINDS[source.subject].ownRowAtPlaceLevels &&
  source.placeLevels.includes(levelId);

/** What the count form screen shows for a chosen place level: entry, the roll-up, or nothing. */
export function countFormView(
  d: CountFormDeclaration,
  levelId: number,
): 'entry' | 'report' | 'none' {
  if (d.entryLevels.includes(levelId)) return 'entry';
  return d.rollupView && levelId < Math.min(...d.entryLevels) ? 'report' : 'none';
}

/** The figures of a count form a target may be set on (issue 49): its summed fields, its total. */
export function targetFields(d: CountFormDeclaration): string[] {
  const summed = d.fields.filter((f) => f.summed).map((f) => f.name);
  return d.fields.some((f) => f.inTotal) ? [...summed, 'total'] : summed;
}

/** The largest target a place may be given. */
export const MAX_TARGET = 1_000_000_000;
