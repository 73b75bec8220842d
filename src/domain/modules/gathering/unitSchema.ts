import { isIsoDate } from '../../calendar';
import {
  entitySchema,
  validateEntity,
  type EntitySchema,
  type EntityValidation,
} from '../../engine/schema';
import type { FormDeclaration } from '../../engine/types';

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
const section = 'unit';
const unitTypeId = {
  type: 'integer',
  required: true,
  section,
  messages: { number: M.REQUIRED },
} as const;

/**
 * A unit's fields (spec §2 संकल्प) as a form of the one rule engine (src/domain/engine): the
 * rules of the add form and of the server (which checks sizes and types first with its JSON
 * schema). The clock is read at each check.
 */
export const UNIT_FORM = {
  name: 'sankalp',
  sections: [section],
  messages: { required: M.REQUIRED, requiredChoice: M.REQUIRED },
  fields: [
    {
      name: 'localized_name',
      type: 'text',
      required: true,
      maxLength: 200,
      section,
      inList: true,
      search: true,
      sortable: true,
    },
    { name: 'ekak_type_id', ...unitTypeId, valueLabels: 'unitType', inList: true, filter: true },
    {
      name: 'ekak_sub_type_id',
      ...unitTypeId,
      rule: 'unitSubType',
      valueLabels: 'unitSubType',
      filter: true,
      inList: true,
    },
    {
      name: 'start_date',
      type: 'date',
      rule: 'notFuture',
      section,
      messages: { date: M.INVALID_DATE, rule: M.FUTURE_DATE },
      inList: true,
    },
    { name: 'meeting_day', type: 'text', maxLength: 30, section, inList: true },
    { name: 'meeting_time', type: 'time', section, inList: true },
    { name: 'meeting_place', type: 'text', maxLength: 300, section },
    { name: 'notes', type: 'longText', maxLength: 2000, section },
  ],
} as const satisfies FormDeclaration;

export type UnitFieldName = (typeof UNIT_FORM.fields)[number]['name'];

export interface UnitIssue {
  field: UnitFieldName;
  key: string;
}

const FIELD_NAMES = UNIT_FORM.fields.map((f) => f.name);
let schema: EntitySchema | undefined;

/** The unit's own fields through the rules: their stored values, or each field's problem. */
export function checkUnit(unit: Record<string, unknown>): EntityValidation {
  schema ??= entitySchema(UNIT_FORM);
  // only the unit's own fields: a body also carries its place and version
  const own = Object.fromEntries(FIELD_NAMES.map((name) => [name, unit[name]]));
  return validateEntity(UNIT_FORM, schema, own);
}

/** The unit's problems, one per field in declaration order; empty when it may be saved. */
export const unitIssues = (unit: Record<string, unknown>): UnitIssue[] =>
  checkUnit(unit).issues as UnitIssue[];

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
    isRequired: UNIT_FORM.fields.some((f) => f.name === field && 'required' in f && f.required),
  });
}
