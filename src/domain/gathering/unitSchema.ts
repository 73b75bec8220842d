import * as yup from 'yup';
import { todayIso } from '../dates';
import { isIsoDate } from './calendar';
import { subTypeBelongsTo } from './units';

/** Translation keys of a unit's field messages (src/i18n/<lang>/sankalpScreens.ts). */
export const UNIT_MESSAGE = {
  REQUIRED: 'ra.validation.required',
  SUB_TYPE_OF_TYPE: 'app.sankalpScreens.validation.subTypeOfType',
  INVALID_DATE: 'app.sankalpScreens.validation.invalidDate',
  FUTURE_DATE: 'app.sankalpScreens.status.futureDate',
} as const;

const M = UNIT_MESSAGE;

/** A status change's effective date (spec §2 सद्यस्थिती): a real day, not after today. */
export function effectiveDateProblem(value: string, today: string): string | undefined {
  if (!isIsoDate(value)) return M.INVALID_DATE;
  return value > today ? M.FUTURE_DATE : undefined;
}
const optionalText = yup.string().nullable().optional();

/**
 * A unit's fields (spec §2 संकल्प): the one rule set of the add form and the server (which
 * checks sizes and types first with its JSON schema). The clock is read at each check.
 */
export const unitSchema = yup.object({
  localized_name: yup
    .string()
    .required(M.REQUIRED)
    .test('blank', M.REQUIRED, (v) => (v ?? '').trim() !== ''),
  ekak_type_id: yup.number().typeError(M.REQUIRED).required(M.REQUIRED),
  ekak_sub_type_id: yup
    .number()
    .typeError(M.REQUIRED)
    .required(M.REQUIRED)
    .test('of-type', M.SUB_TYPE_OF_TYPE, function (subType) {
      const type = Number(this.parent.ekak_type_id);
      return !type || subTypeBelongsTo(type, Number(subType));
    }),
  start_date: yup
    .string()
    .nullable()
    .optional()
    .test('date', M.INVALID_DATE, (v) => !v || isIsoDate(v))
    .test('past', M.FUTURE_DATE, (v) => !v || !isIsoDate(v) || v <= todayIso()),
  meeting_day: optionalText,
  meeting_time: optionalText,
  meeting_place: optionalText,
  notes: optionalText,
});

export type UnitFieldName = keyof typeof unitSchema.fields;

export interface UnitIssue {
  field: UnitFieldName;
  key: string;
}

/** The unit's problems, one per field in declaration order; empty when it may be saved. */
export function unitIssues(unit: Record<string, unknown>): UnitIssue[] {
  try {
    unitSchema.validateSync(unit, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const issues = new Map<string, string>();
    for (const e of error.inner) if (e.path && !issues.has(e.path)) issues.set(e.path, e.message);
    return (Object.keys(unitSchema.fields) as UnitFieldName[])
      .filter((field) => issues.has(field))
      .map((field) => ({ field, key: issues.get(field)! }));
  }
}

/** The object at `path` (dot separated) of `values`: a row of an array input. */
function rowAt(values: Record<string, unknown>, path: string[]): Record<string, unknown> {
  let node: unknown = values;
  for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node ?? {}) as Record<string, unknown>;
}

/**
 * One field's rule for a form input (react-admin's validate): its message key or undefined.
 * `source` may be a row's field in an array input ('units.0.localized_name').
 */
export function unitFieldRule(field: UnitFieldName) {
  const rule = (
    value: unknown,
    values: Record<string, unknown> = {},
    props?: { source?: string },
  ) => {
    const path = (props?.source ?? field).split('.').slice(0, -1);
    const unit = { ...rowAt(values, path), [field]: value };
    return unitIssues(unit).find((issue) => issue.field === field)?.key;
  };
  // react-admin marks a required input (and offers no empty choice) by this flag
  return Object.assign(rule, {
    isRequired: !(unitSchema.fields[field] as yup.Schema).spec.optional,
  });
}
