import { todayIso } from '../dates';
import { brokenRuleIssue } from './namedRules';
import { catalogueItems, type Catalogue } from './catalogue';
import { clockNow } from '../clock';
import {
  FIELD_RULES,
  maxLengthOf,
  type CheckContext,
  type FieldRule,
  type Found,
} from './fieldRules';
import { crossCheckIssues } from './crossChecks';
import { ENTITY_MESSAGE as M, problemKey, type FieldIssue } from './messages';
import {
  enteredFields,
  type EntryMode,
  type FieldDeclaration,
  type FormDeclaration,
} from './types';

export interface SchemaOptions {
  /** The clock the date rules read (tests pin it). */
  now?: () => Date;
  /** Which `requiredIn` applies: the form (default) or an uploaded sheet. */
  mode?: EntryMode;
  /** The reference lists `choicesFrom` selects read. */
  catalogue?: Catalogue;
}

type Row = Record<string, unknown>;

/** Whether a field applies, given the record's (cast) values: its depends-on holds. */
export function isFieldActive(field: FieldDeclaration, values: Row): boolean {
  if (!field.dependsOn) return true;
  return field.dependsOn.oneOf.includes(values[field.dependsOn.field] as string | boolean);
}

/**
 * The one rule engine of every declared form (registers, count forms, the volunteers): a
 * declaration made ready to check records — its fields' rules, the words of its problems and
 * the context (today, the entry mode, the catalogue).
 */
export interface EntitySchema {
  declaration: FormDeclaration;
  context: () => CheckContext;
  known: ReadonlySet<string>;
  /** Each field with its type's rule and length bound, looked up once. */
  plan: readonly Planned[];
}

interface Planned {
  field: FieldDeclaration;
  rule: FieldRule;
  limit: number | undefined;
}

export function entitySchema(
  declaration: FormDeclaration,
  options: SchemaOptions = {},
): EntitySchema {
  const { mode = 'form', catalogue } = options;
  const fields = enteredFields(declaration);
  return {
    declaration,
    context: () => ({ today: todayIso(options.now?.() ?? clockNow()), mode, catalogue, fields }),
    // a read-only field is known (a record sent back as read carries it) and never taken
    known: new Set(declaration.fields.map((f) => f.name)),
    plan: fields.map((field) => ({
      field,
      rule: FIELD_RULES[field.type],
      limit: maxLengthOf(field),
    })),
  };
}

/** The words of a problem: the field's own, the declaration's, or the engine's. */
const issueOf = (
  d: FormDeclaration,
  field: FieldDeclaration,
  found: NonNullable<Found>,
): FieldIssue => ({
  field: field.name,
  key: problemKey(d, field, found.problem),
  ...(found.args ? { args: found.args } : {}),
});

/** A value as stored: its type's cast, the type's empty value for nothing. */
function castValue({ field, rule }: Planned, raw: unknown, context: CheckContext): unknown {
  if (raw === undefined) return rule.empty;
  const cast = rule.cast(raw, field, context);
  return cast === undefined || rule.isEmpty(cast) ? rule.empty : cast;
}

/** Whether an empty value is a problem: declared so, or so in this mode. */
function isRequired(field: FieldDeclaration, context: CheckContext) {
  return (
    field.required === true ||
    field.type === 'place' ||
    field.requiredIn === (context.mode ?? 'form')
  );
}

/** A catalogue choice is mandatory while its list offers any item. */
const offersChoices = (field: FieldDeclaration, context: CheckContext, values: Row) =>
  field.choicesFrom !== undefined &&
  (catalogueItems(context.fields ?? [], context.catalogue, field, values)?.length ?? 0) > 0;

function fieldProblem(
  { field, rule, limit }: Planned,
  values: Row,
  context: CheckContext,
): Found | FieldIssue {
  const value = values[field.name];
  // the length first: no content check reads a text longer than the field takes
  if (typeof value === 'string' && limit !== undefined && value.length > limit)
    return { problem: 'tooLong', args: { max: limit } };
  if (rule.isEmpty(value)) {
    if (isRequired(field, context) || offersChoices(field, context, values))
      return { problem: field.type === 'select' ? 'requiredChoice' : 'required' };
    if (field.otherwise !== undefined) values[field.name] = field.otherwise;
    return undefined;
  }
  const found = rule.check(value, field, context, values);
  if (found && field.otherwise === undefined) return found;
  // a choice matching none is stored as the declared fallback (a blood group not known)
  if (found) values[field.name] = field.otherwise;
  const broken = brokenRuleIssue(field.rule, values[field.name], context);
  if (!broken) return undefined;
  // the field may word its rule its own way (a unit's start date)
  const key = field.messages?.rule ?? broken.key;
  return { field: field.name, key, ...(broken.args ? { args: broken.args } : {}) };
}

export type EntityValidation =
  { values: Row; issues: [] } | { values?: undefined; issues: FieldIssue[] };

const isPlainObject = (input: unknown): input is Row =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/**
 * A record's values through the engine: the stored values (fields whose depends-on does not
 * hold are emptied), or every field's problem in declaration order (an unknown field first).
 */
export function validateEntity(
  declaration: FormDeclaration,
  schema: EntitySchema,
  input: unknown,
): EntityValidation {
  if (!isPlainObject(input)) return { issues: [{ field: '', key: M.TYPE }] };
  const issues: FieldIssue[] = [];
  const unknown = Object.keys(input).find((key) => !schema.known.has(key));
  if (unknown !== undefined) issues.push({ field: unknown, key: M.UNKNOWN });
  const context = schema.context();
  const values: Row = {};
  for (const planned of schema.plan)
    values[planned.field.name] = castValue(planned, input[planned.field.name], context);
  // a named rule may read the other values (a unit's sub-type, its type)
  const withRecord = { ...context, record: values };
  for (const planned of schema.plan) {
    const { field } = planned;
    if (!isFieldActive(field, values)) continue;
    const found = fieldProblem(planned, values, withRecord);
    if (!found) continue;
    issues.push('problem' in found ? issueOf(declaration, field, found) : found);
  }
  if (issues.length > 0) return { issues };
  for (const { field } of schema.plan) {
    if (!isFieldActive(field, values)) values[field.name] = FIELD_RULES[field.type].empty;
  }
  const broken = crossCheckIssues(declaration, values);
  return broken.length > 0 ? { issues: broken } : { values, issues: [] };
}
