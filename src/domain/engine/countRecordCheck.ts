import { brokenRuleIssue } from './namedRules';
import { fieldsFor, recordTotal } from './countForms';
import { entitySchema, validateEntity, type EntityValidation, type SchemaOptions } from './schema';
import type { CountFormDeclaration } from './types';

type Values = Readonly<Record<string, unknown>>;

/** The form of a subject's card (its sub-type's fields) and its schema. */
function cardForm(d: CountFormDeclaration, subTypeId: number | undefined, options: SchemaOptions) {
  const form = { ...d, fields: fieldsFor(d, subTypeId) };
  return { form, schema: entitySchema(form, options) };
}

// a save checks every unit of a month: each card's schema is built once per sub-type
const cards = new WeakMap<
  CountFormDeclaration,
  Map<number | undefined, ReturnType<typeof cardForm>>
>();
function cachedForm(d: CountFormDeclaration, subTypeId: number | undefined) {
  const own = cards.get(d) ?? new Map<number | undefined, ReturnType<typeof cardForm>>();
  cards.set(d, own);
  const known = own.get(subTypeId) ?? cardForm(d, subTypeId, {});
  own.set(subTypeId, known);
  return known;
}

/**
 * A subject's record as its card shows it (DESIGN §7): each field's rule and the total's
 * (`totalRule`), problems in field order; a value the card does not show is refused, or with
 * `dropHidden` (the spec's gathering call, which sends every count) left out. The entry
 * screen's check and the server's.
 */
export function checkRecord(
  d: CountFormDeclaration,
  subTypeId: number | undefined,
  values: Values,
  options: SchemaOptions & { dropHidden?: boolean } = {},
): EntityValidation {
  const { form, schema } = options.now ? cardForm(d, subTypeId, options) : cachedForm(d, subTypeId);
  const shown = new Set(form.fields.map((f) => f.name));
  const hidden = options.dropHidden ? d.fields.filter((f) => !shown.has(f.name)) : [];
  const own = Object.fromEntries(
    Object.entries(values).filter(([k]) => !hidden.some((f) => f.name === k)),
  );
  const result = validateEntity(form, schema, own);
  if (!result.values) return result;
  const total = brokenRuleIssue(d.totalRule, recordTotal(d, result.values), { today: '' });
  return total ? { issues: [{ field: 'total', ...total }] } : result;
}
