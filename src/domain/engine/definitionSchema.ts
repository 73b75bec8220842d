import { MAX_PHOTOS } from './photos';
import { CHECK_IMPORTANCES } from '../checks/types';
import { MAX_EXPRESSION_LENGTH } from '../expressions/types';
import {
  APPROVAL_STEPS,
  MAX_REMINDER_DAY,
  MAX_REMINDER_STEPS,
  MIN_REMINDER_DAY,
  PERIOD_AXES,
  PERIOD_KINDS,
} from '../periods';
import { ROLE_KEYS } from '../roles';
import { SUBJECT_KINDS } from '../subjects';
import { CROSS_CHECK_OPS } from './crossChecks';
import { FIELD_RULES } from './fieldRules';
import type { JsonSchema } from './jsonSchema';
import { CHIP_COLOURS } from './types';

/**
 * A module definition as JSON (issue 24): the declaration of DESIGN §13 — kind, fields,
 * sections, period, subject, place levels, access, menu, view, capabilities — with its labels
 * in Marathi and English inside. Served at `GET /modules/schema`; the standard definitions are
 * checked against it. The schema says each member's shape; the rules across members (a
 * section that exists, a choice that is a choice) are `checkDeclaration`'s.
 */
/**
 * How large a definition may be (issue 44, point 3): a save reads every field of its module, so
 * their number and sizes are bounded where the definition is taken, and the schema says so.
 */
export const DEFINITION_BOUNDS = {
  fields: 300,
  sections: 40,
  choices: 500,
  checks: 100,
  /** A name, path, code or choice. */
  text: 200,
  /** A word or sentence of the labels. */
  label: 1000,
  /** A field's own maxLength (a rich-text story's is the longest). */
  fieldLength: 50_000,
  /** The definition as JSON, in bytes. */
  bytes: 512 * 1024,
} as const;
const B = DEFINITION_BOUNDS;
const text = { type: 'string', minLength: 1, maxLength: B.text } as const;
const texts = { type: 'array', items: text, maxItems: B.choices } as const;
/**
 * Names every object already has (`constructor`, `toString`, …): a field or module of such a
 * name would read an object's own member where its value is looked up (issue 44, point 4).
 */
export const OBJECT_MEMBER_NAMES: readonly string[] = Object.getOwnPropertyNames(Object.prototype);
const notObjectMember = { not: { enum: OBJECT_MEMBER_NAMES } } as const;
// a name is a path segment and a field name a key: bounded before any pattern reads them
const name = {
  type: 'string',
  maxLength: 60,
  pattern: '^[a-z][a-z0-9-]*$',
  ...notObjectMember,
} as const;
const fieldName = {
  type: 'string',
  maxLength: 60,
  pattern: '^[a-zA-Z][a-zA-Z0-9_]*$',
  ...notObjectMember,
} as const;
/** A store a module package plugs in (code modules only: `store` is a code-only member). */
const storeName = name;
const level = { type: 'integer', minimum: 1, maximum: 11 } as const;
/** A reminder's day from the due day: a month before to two months after. */
const reminderDay = {
  type: 'integer',
  minimum: MIN_REMINDER_DAY,
  maximum: MAX_REMINDER_DAY,
} as const;
const levels = { type: 'array', items: level, minItems: 1 } as const;
const sort = {
  type: 'object',
  required: ['field', 'order'],
  additionalProperties: false,
  properties: { field: text, order: { enum: ['ASC', 'DESC'] } },
} as const;
const closed = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});

/** Who takes a step of a period's cycle: (level, role) pairs (issue 46). */
const stepTakers = {
  type: 'array',
  minItems: 1,
  maxItems: 40,
  items: closed({ level, role: { enum: [...ROLE_KEYS] } }, ['level']),
} as const;
const approvalSteps = closed(
  Object.fromEntries(APPROVAL_STEPS.map((step) => [step, stepTakers])),
  [],
);
/** Translation keys (or words) by problem: `{ required: 'app.…' }`. */
const messages = {
  type: 'object',
  maxProperties: B.checks,
  additionalProperties: { type: 'string', maxLength: B.label },
} as const;

const field = closed(
  {
    name: fieldName,
    type: { enum: Object.keys(FIELD_RULES) },
    required: { type: 'boolean' },
    requiredIn: { enum: ['form', 'sheet'] },
    dependsOn: closed(
      { field: fieldName, oneOf: { type: 'array', items: { type: ['string', 'boolean'] } } },
      ['field', 'oneOf'],
    ),
    choices: texts,
    choicesFrom: closed({ list: text, parent: fieldName, ignoreSpaces: { type: 'boolean' } }, [
      'list',
    ]),
    spelledChoices: { type: 'boolean' },
    otherwise: text,
    digits: { enum: ['pin', 'mobile', 'landline'] },
    dayFirst: { type: 'boolean' },
    messages,
    header: text,
    sortable: { type: 'boolean' },
    min: { type: 'number' },
    max: { type: 'number' },
    maxLength: { type: 'integer', minimum: 1, maximum: B.fieldLength },
    maxPhotos: { type: 'integer', minimum: 1, maximum: MAX_PHOTOS },
    rule: text,
    valueLabels: text,
    chipColours: {
      type: 'object',
      maxProperties: B.choices,
      additionalProperties: { enum: [...CHIP_COLOURS] },
    },
    inList: { type: 'boolean' },
    filter: { type: 'boolean' },
    search: { type: 'boolean' },
    section: text,
    summed: { type: 'boolean' },
    inTotal: { type: 'boolean' },
    unitInput: { type: 'boolean' },
    reportLocked: { type: 'boolean' },
    reportFilter: { type: 'integer', minimum: 0 },
    readOnly: { type: 'boolean' },
    retired: { type: 'boolean' },
  },
  ['name', 'type'],
);

/** Labels as the dictionaries hold them (`resources.<name>`): words, or groups of words. */
const labelTree: JsonSchema = {
  type: 'object',
  maxProperties: B.fields + B.choices,
  additionalProperties: {
    anyOf: [{ type: 'string', maxLength: B.label }, { $ref: '#/definitions/labels' }],
  },
};

const menu = closed(
  {
    id: text,
    parent: text,
    order: { type: 'integer' },
    icon: text,
    presets: {
      type: 'array',
      items: closed(
        {
          id: text,
          path: text,
          preset: { type: 'object', additionalProperties: { type: 'string' } },
        },
        ['id', 'path', 'preset'],
      ),
    },
  },
  ['id', 'parent', 'order'],
);

/** What every kind declares. */
const base = {
  name,
  placeLevels: levels,
  access: closed({ adminOnly: { type: 'boolean' }, userLevels: levels }),
  menu,
  // set by the server: the published version, and where the definition stands
  version: { type: 'integer', minimum: 1 },
  state: { enum: ['standard', 'draft', 'published', 'retired'] },
  labels: closed({ mr: { $ref: '#/definitions/labels' }, en: { $ref: '#/definitions/labels' } }, [
    'mr',
  ]),
};
const BASE_REQUIRED = ['kind', 'name', 'placeLevels', 'access', 'menu', 'labels'];
// a side is a field's name or an expression (issue 48); checkDeclaration parses it
const side = { type: 'string', minLength: 1, maxLength: MAX_EXPRESSION_LENGTH } as const;
const check = closed(
  {
    left: side,
    op: { enum: [...CROSS_CHECK_OPS] },
    right: { anyOf: [side, { type: 'number' }] },
    message: fieldName,
    importance: { enum: [...CHECK_IMPORTANCES] },
  },
  ['left', 'op', 'right', 'message'],
);
const form = {
  sections: { ...texts, minItems: 1, maxItems: B.sections },
  fields: {
    type: 'array',
    items: { $ref: '#/definitions/field' },
    minItems: 1,
    maxItems: B.fields,
  },
  messages,
  checks: { type: 'array', items: check, maxItems: B.checks },
};

const register = closed(
  {
    ...base,
    ...form,
    kind: { const: 'register' },
    period: { const: 'none' },
    unique: texts,
    routes: closed({ list: { ...texts, minItems: 1 }, show: text }, ['list']),
    view: closed(
      {
        list: { enum: ['table', 'cards'] },
        titleField: fieldName,
        summaryField: fieldName,
        createAboveList: { type: 'boolean' },
        showPage: { type: 'boolean' },
        dialog: { type: 'boolean' },
        dialogWidth: { enum: ['md', 'lg'] },
        markRequired: { type: 'boolean' },
        serial: { type: 'boolean' },
        perPage: { type: 'integer', minimum: 1 },
        noExport: { type: 'boolean' },
        listSort: sort,
        recordName: texts,
        listPage: text,
        addElsewhere: { type: 'boolean' },
      },
      ['list', 'titleField'],
    ),
    tracked: { type: 'boolean' },
    upload: { type: 'boolean' },
    duplicates: texts,
    specCalls: { type: 'array', items: { const: 'duplicates' } },
    reportBuilder: {
      anyOf: [
        { type: 'boolean' },
        closed({
          groups: {
            type: 'array',
            items: closed({ section: text, fields: texts }, ['section', 'fields']),
          },
          fileName: text,
          sheetName: text,
          screen: closed({ page: text, path: text, menuId: text }, ['page', 'path', 'menuId']),
        }),
      ],
    },
    defaultSort: sort,
    listLevels: levels,
    rollup: closed({ periodField: fieldName, splitBy: fieldName }, ['periodField']),
    store: storeName,
  },
  [...BASE_REQUIRED, 'sections', 'fields', 'period', 'routes', 'view'],
);

const countForm = closed(
  {
    ...base,
    ...form,
    kind: { const: 'countForm' },
    period: { enum: Object.keys(PERIOD_KINDS) },
    axis: { enum: Object.keys(PERIOD_AXES) },
    periodPolicy: closed({
      back: { type: 'integer', minimum: 0 },
      ahead: { type: 'integer', minimum: 0 },
      withinYear: { type: 'boolean' },
      graceMonths: { type: 'integer', minimum: 0 },
      closesAfterDays: { type: 'integer', minimum: 0 },
      dueAfterDays: { type: 'integer', minimum: 0 },
      approval: closed({ levels, steps: approvalSteps }, ['levels']),
      reminders: closed(
        {
          days: { type: 'array', items: reminderDay, minItems: 1, maxItems: MAX_REMINDER_STEPS },
          escalateFrom: reminderDay,
        },
        ['days'],
      ),
    }),
    subject: { enum: Object.keys(SUBJECT_KINDS) },
    entryLevels: levels,
    rollupView: { anyOf: [{ type: 'boolean' }, { const: 'alsoAtEntry' }] },
    path: text,
    totalRule: text,
    store: storeName,
    calls: closed({ list: text, save: text }, ['list', 'save']),
    indicators: {
      type: 'array',
      maxItems: B.checks,
      items: closed(
        { name: fieldName, numerator: side, denominator: side, factor: { type: 'number' } },
        ['name', 'numerator'],
      ),
    },
  },
  [...BASE_REQUIRED, 'sections', 'fields', 'period', 'subject', 'entryLevels'],
);

const rollupReport = closed(
  { ...base, kind: { const: 'rollupReport' }, source: name, path: text },
  [...BASE_REQUIRED, 'source'],
);

/** The JSON Schema (draft-07) of a module definition, as plain data. */
export const DEFINITION_SCHEMA: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'module-definition',
  title: 'A module definition (a register, a count form or a roll-up report)',
  $comment: `At most ${B.bytes} bytes as JSON.`,
  type: 'object',
  required: ['kind'],
  // one kind's members only: the kind picks its schema, so an error names that kind's member
  if: { properties: { kind: { const: 'register' } } },
  then: { $ref: '#/definitions/register' },
  else: {
    if: { properties: { kind: { const: 'countForm' } } },
    then: { $ref: '#/definitions/countForm' },
    else: {
      if: { properties: { kind: { const: 'rollupReport' } } },
      then: { $ref: '#/definitions/rollupReport' },
      else: { properties: { kind: { enum: ['register', 'countForm', 'rollupReport'] } } },
    },
  },
  definitions: { field, labels: labelTree, register, countForm, rollupReport },
};
