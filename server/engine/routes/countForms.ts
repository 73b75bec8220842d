import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  countPeriodKind,
  rollupLevels,
  type CountFormDeclaration,
  type CountPeriodBody,
  type ReportBody,
  type CountSaveBody,
  type ModuleDeclaration,
  type SaveConflictBody,
  codeCountForms,
  codeRollupReports,
  reportSource,
} from '../../../src/domain/engine';
import { assertPlaceInScope } from '../../plugins/scope';
import { countError, periodOf, shiftedPeriodOf } from '../services/countPeriod';
import { rollupAnswer } from '../services/countReport';
import { saveCountForm } from '../services/countSave';
import { countEntry } from '../services/countSubjects';
import {
  countErrors as errors,
  periodBody,
  reportBody,
  saveBody,
  saveConflictBody,
} from './countSchemas';
import { FINANCIAL_YEAR, type PeriodKind } from '../../../src/domain/periods';

/** The place of a roll-up report: in scope, of a level the report is asked for at (400). */
async function reportPlace(request: FastifyRequest, levels: readonly number[], locationId: number) {
  const place = await assertPlaceInScope(request, locationId);
  if (!levels.includes(place.level_id)) throw countError('reportLevel');
  return place;
}

/** A count form's save: 200, or 409 naming the records saved by someone else meanwhile. */
export async function countSaveAnswer(
  d: CountFormDeclaration,
  request: FastifyRequest<{ Body: CountSaveBody }>,
  reply: FastifyReply,
) {
  const { saved, conflicts = [] } = await saveCountForm(
    request.server,
    d,
    request.user,
    request.body,
    { perUnit: true },
  );
  if (conflicts.length === 0) return { message: 'information saved successfully', saved };
  // the other records are saved; these were saved by someone else with other figures
  const answer: SaveConflictBody = {
    message: 'some records were saved by someone else meanwhile with other figures',
    code: 'STALE',
    saved,
    conflicts,
  };
  return reply.code(409).send(answer);
}

/** A roll-up report's answer: per child of the chosen place, the sums of its source. */
export async function reportAnswer(
  source: ReportSource,
  levels: readonly number[],
  kind: PeriodKind,
  request: FastifyRequest<{ Body: ReportBody }>,
) {
  const place = await reportPlace(request, levels, request.body.locationId);
  const { lastYear, targets, ...body } = request.body;
  const { parsed, month, period } = periodOf(kind, body);
  const at = { ...period, monthNumber: month.month };
  const then = lastYear ? shiftedPeriodOf(kind, parsed, 'last_year') : undefined;
  return rollupAnswer(request.server, source, place, at, {
    ...(then === undefined
      ? {}
      : { lastYear: then && { ...then.period, monthNumber: then.month.month } }),
    targets,
  });
}

export type ReportSource = CountFormDeclaration | NonNullable<ReturnType<typeof reportSource>>;

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
    (request) => countEntry(app, d, request.user, request.body),
  );

  app.post<{ Body: CountSaveBody }>(
    `/${d.name}/${calls.save}`,
    {
      config: { access: { module: d, write: true } },
      schema: {
        tags,
        summary: `Saves ${d.name} records under a place, all or none`,
        body: saveBody(d),
        response: { ...errors, 409: saveConflictBody },
      },
    },
    (request, reply) => countSaveAnswer(d, request, reply),
  );

  if (d.rollupView) reportRoute(app, d, d, rollupLevels(d), kind);
}

/** `POST /<name>/report`: the roll-up of a count form or register per child of a place. */
function reportRoute(
  app: FastifyInstance,
  d: ModuleDeclaration,
  source: ReportSource,
  levels: readonly number[],
  kind: PeriodKind,
) {
  app.post<{ Body: ReportBody }>(
    `/${d.name}/report`,
    {
      config: { access: { module: d, write: false } },
      schema: {
        tags: [d.name],
        summary: `The ${source.name} figures per child place (with last year's on asking)`,
        body: reportBody(kind),
        response: errors,
      },
    },
    (request) => reportAnswer(source, levels, kind, request),
  );
}

/** Every count form's and roll-up report's routes, generated from their declarations. */
export async function countFormRoutesPlugin(app: FastifyInstance) {
  codeCountForms().forEach((d) => countFormRoutes(app, d));
  for (const d of codeRollupReports()) {
    const source = reportSource(d)!;
    const kind = source.kind === 'countForm' ? countPeriodKind(source) : FINANCIAL_YEAR;
    reportRoute(app, d, source, d.placeLevels, kind);
  }
}
