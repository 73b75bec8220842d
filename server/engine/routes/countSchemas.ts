import { countPeriodKind, type CountFormDeclaration } from '../../../src/domain/engine';
import { MONTH, PERIOD_AXES, type PeriodKind } from '../../../src/domain/periods';
import { authErrors, errorBodySchema } from '../../shared/routeSchemas';

/** JSON schemas of the count forms' generated calls (their period and records). */
export const countErrors = { ...authErrors, 409: { $ref: 'ErrorBody#' } };
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
/** The body properties naming a place and a period: the year, the month of monthly kinds. */
export const periodProperties = (kind: PeriodKind) => ({
  locationId: id,
  year: { type: 'string', maxLength: 7, description: 'financial year, e.g. 2026-27' },
  ...(kind.name === MONTH.name
    ? { month: { type: 'integer', minimum: 1, maximum: 12, description: 'the month, 1..12' } }
    : {}),
  // one property per declared axis: a festival form's festival code
  ...Object.fromEntries(
    Object.keys(PERIOD_AXES).map((axis) => [
      axis,
      { type: 'string', maxLength: 30, description: `forms of the ${axis} axis: its code` },
    ]),
  ),
});
export const periodBody = (kind: PeriodKind) => ({
  type: 'object',
  required: ['locationId', 'year'],
  additionalProperties: false,
  properties: periodProperties(kind),
});

/** `/<name>/report`: the period; whether rows bring last year's figures, their targets (issue 49). */
export const reportBody = (kind: PeriodKind) => ({
  ...periodBody(kind),
  properties: {
    ...periodProperties(kind),
    lastYear: { type: 'boolean' },
    targets: { type: 'boolean' },
  },
});

/** `/<form>/approve`: the period, and whether the approval counts pending places as submitted. */
export const approveBody = (kind: PeriodKind) => ({
  ...periodBody(kind),
  properties: { ...periodProperties(kind), withPending: { type: 'boolean' } },
});

/** `/<form>/return`: the period, the child place and why it goes back (issue 46). */
export const returnBody = (kind: PeriodKind) => ({
  ...periodBody(kind),
  required: ['locationId', 'year', 'reason'],
  properties: {
    ...periodProperties(kind),
    reason: { type: 'string', minLength: 1, maxLength: 1000 },
  },
});

export const saveBody = (d: CountFormDeclaration) => ({
  ...periodBody(countPeriodKind(d)),
  required: ['locationId', 'year', 'records'],
  properties: {
    ...periodProperties(countPeriodKind(d)),
    confirmedUnusual: {
      type: 'boolean',
      description: 'the person confirmed the unusual figures (issue 15)',
    },
    records: {
      type: 'array',
      maxItems: 2000,
      items: {
        type: 'object',
        required: ['subject_id', 'version', 'values'],
        additionalProperties: false,
        properties: {
          subject_id: id,
          version: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
          values: {
            type: 'object',
            maxProperties: 40,
            // each declared field takes any value: the declared rules check it (a type here
            // would be coerced); nothing else is taken
            properties: Object.fromEntries(d.fields.map((f) => [f.name, { description: f.type }])),
            additionalProperties: false,
          },
          reasons: {
            type: 'object',
            description:
              'why figures a check warns of are right, by the check’s message code (issue 48)',
            properties: Object.fromEntries(
              (d.checks ?? [])
                .filter((c) => c.importance === 'warn')
                .map((c) => [c.message, { type: 'string', maxLength: 1000 }]),
            ),
            additionalProperties: false,
          },
        },
      },
    },
  },
});

const figures = { type: 'object', additionalProperties: true };
/**
 * A save's 409: a refusal of the whole save (`message`, `code`), or records someone else saved
 * with other figures since they were read, each with both records, who and when (`conflicts`:
 * the others were saved).
 */
export const saveConflictBody = {
  type: 'object',
  required: ['message'],
  properties: {
    ...errorBodySchema.properties,
    saved: { type: 'integer' },
    conflicts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['subject_id', 'name', 'yours', 'theirs', 'version', 'saved_by', 'saved_at'],
        properties: {
          subject_id: { type: 'integer' },
          name: { type: 'string' },
          yours: figures,
          theirs: figures,
          version: { type: 'integer' },
          saved_by: { type: ['string', 'null'] },
          saved_at: { type: ['string', 'null'] },
        },
      },
    },
  },
};
