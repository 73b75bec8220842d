import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COUNT_FORMS,
  ROLLUP_REPORTS,
  countPeriodKind,
  rollupLevels,
  reportSource,
  type CountFormDeclaration,
  type CountPeriodBody,
  type CountSaveBody,
  type EntityDeclaration,
} from '../../src/domain/entities';
import { assertPlaceInScope } from '../plugins/scope';
import { countError, periodOf } from '../services/countPeriod';
import { rollupAnswer } from '../services/countReport';
import { saveCountForm } from '../services/countSave';
import { countEntry } from '../services/countSubjects';
import { authErrors } from './schemas';
import { FINANCIAL_YEAR, MONTH, PERIOD_AXES, type PeriodKind } from '../../src/domain/periods';

const errors = { ...authErrors, 409: { $ref: 'ErrorBody#' } };
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
/** The body properties naming a place and a period: the year, the month of monthly kinds. */
const periodProperties = (kind: PeriodKind) => ({
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
const periodBody = (kind: PeriodKind) => ({
  type: 'object',
  required: ['locationId', 'year'],
  additionalProperties: false,
  properties: periodProperties(kind),
});

const saveBody = (d: CountFormDeclaration) => ({
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
        },
      },
    },
  },
});

/** The place of a roll-up report: in scope, of a level the report is asked for at (400). */
async function reportPlace(request: FastifyRequest, levels: readonly number[], locationId: number) {
  const place = await assertPlaceInScope(request, locationId);
  if (!levels.includes(place.level_id)) throw countError('reportLevel');
  return place;
}

function countFormRoutes(app: FastifyInstance, d: CountFormDeclaration) {
  const tags = [d.name];
  const kind = countPeriodKind(d);
  const calls = d.calls ?? { list: 'list', save: 'save' };

  app.post<{ Body: CountPeriodBody }>(
    `/${d.name}/${calls.list}`,
    {
      config: { access: { module: d, write: false } },
      schema: {
        tags,
        summary: `The subjects of ${d.name} under a place, with their records`,
        body: periodBody(kind),
        response: errors,
      },
    },
    async (request) => countEntry(app, d, request.user, request.body),
  );

  app.post<{ Body: CountSaveBody }>(
    `/${d.name}/${calls.save}`,
    {
      config: { access: { module: d, write: true } },
      schema: {
        tags,
        summary: `Saves ${d.name} records under a place, all or none`,
        body: saveBody(d),
        response: errors,
      },
    },
    async (request) => ({
      message: 'information saved successfully',
      saved: (await saveCountForm(app, d, request.user, request.body)).saved,
    }),
  );

  if (d.rollupView) reportRoute(app, d, d, rollupLevels(d), kind);
}

/** `POST /<name>/report`: the roll-up of a count form or register per child of a place. */
function reportRoute(
  app: FastifyInstance,
  d: EntityDeclaration,
  source: CountFormDeclaration | NonNullable<ReturnType<typeof reportSource>>,
  levels: readonly number[],
  kind: PeriodKind,
) {
  app.post<{ Body: CountPeriodBody }>(
    `/${d.name}/report`,
    {
      config: { access: { module: d, write: false } },
      schema: {
        tags: [d.name],
        summary: `The ${source.name} figures per child place`,
        body: periodBody(kind),
        response: errors,
      },
    },
    async (request) => {
      const place = await reportPlace(request, levels, request.body.locationId);
      const { month, period } = periodOf(kind, request.body);
      return rollupAnswer(app, source, place, { ...period, monthNumber: month.month });
    },
  );
}

/** Every count form's and roll-up report's routes, generated from their declarations. */
export async function countFormRoutesPlugin(app: FastifyInstance) {
  COUNT_FORMS.forEach((d) => countFormRoutes(app, d));
  for (const d of ROLLUP_REPORTS) {
    const source = reportSource(d)!;
    const kind = source.kind === 'countForm' ? countPeriodKind(source) : FINANCIAL_YEAR;
    reportRoute(app, d, source, d.placeLevels, kind);
  }
}
