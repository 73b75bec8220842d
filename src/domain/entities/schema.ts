import * as yup from 'yup';
import { todayIso } from '../dates';
import { brokenRuleIssue } from '../namedRules';
import { FIELD_RULES, maxLengthOf, type CheckContext } from './fieldRules';
import { ENTITY_MESSAGE as M, type FieldIssue } from './messages';
import type { FieldDeclaration, FormDeclaration } from './types';

export interface SchemaOptions {
  /** The clock the date rules read (tests pin it). */
  now?: () => Date;
}

type Row = Record<string, unknown>;

/** Whether a field applies, given the record's (cast) values: its depends-on holds. */
export function isFieldActive(field: FieldDeclaration, values: Row): boolean {
  if (!field.dependsOn) return true;
  return field.dependsOn.oneOf.includes(values[field.dependsOn.field] as string | boolean);
}

/** A field as yup: its type's cast and empty value, and one test yielding the first problem. */
function yupField(field: FieldDeclaration, context: () => CheckContext) {
  const rule = FIELD_RULES[field.type];
  const required = field.required || field.type === 'place';
  const limit = maxLengthOf(field);
  return yup
    .mixed()
    .nullable()
    .default(rule.empty)
    .transform((value: unknown) => {
      const cast = rule.cast(value);
      return rule.isEmpty(cast) ? rule.empty : cast;
    })
    .test(field.name, '', function (value) {
      if (!isFieldActive(field, this.parent as Row)) return true;
      // the length first: no content check reads a text longer than the field takes
      if (typeof value === 'string' && limit !== undefined && value.length > limit) {
        return this.createError({ message: M.TOO_LONG, params: { args: { max: limit } } });
      }
      if (rule.isEmpty(value)) return required ? this.createError({ message: M.REQUIRED }) : true;
      const problem = rule.check(value, field, context());
      if (problem)
        return this.createError({ message: problem.key, params: { args: problem.args } });
      const broken = brokenRuleIssue(field.rule, value, context());
      return broken
        ? this.createError({ message: broken.key, params: { args: broken.args } })
        : true;
    });
}

/** The one schema of a declared module's record: the form's and the server's. */
export function entitySchema(declaration: FormDeclaration, options: SchemaOptions = {}) {
  const context = () => ({ today: todayIso(options.now?.() ?? new Date()) });
  const shape = Object.fromEntries(declaration.fields.map((f) => [f.name, yupField(f, context)]));
  return yup.object(shape).noUnknown(true, M.UNKNOWN);
}

export type EntitySchema = ReturnType<typeof entitySchema>;

export type EntityValidation =
  { values: Row; issues: [] } | { values?: undefined; issues: FieldIssue[] };

function issuesOf(error: yup.ValidationError): FieldIssue[] {
  const errors = error.inner.length ? error.inner : [error];
  return errors.map((e) => {
    if (e.message === M.UNKNOWN) {
      const unknown = String((e.params as { unknown?: string })?.unknown ?? '').split(',');
      return { field: unknown[0].trim(), key: M.UNKNOWN };
    }
    const args = (e.params as { args?: FieldIssue['args'] } | undefined)?.args;
    return { field: e.path ?? '', key: e.message as FieldIssue['key'], ...(args ? { args } : {}) };
  });
}

/**
 * A record's values through the schema: the stored values (fields whose depends-on does not
 * hold are emptied), or every field's problem in declaration order.
 */
export function validateEntity(
  declaration: FormDeclaration,
  schema: EntitySchema,
  input: Row,
): EntityValidation {
  try {
    const values = schema.validateSync(input, { abortEarly: false, stripUnknown: false }) as Row;
    for (const field of declaration.fields) {
      if (!isFieldActive(field, values)) values[field.name] = FIELD_RULES[field.type].empty;
    }
    return { values, issues: [] };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const order = declaration.fields.map((f) => f.name);
    const issues = issuesOf(error).sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
    return { issues };
  }
}
