import type { FastifyRequest } from 'fastify';
import {
  countPeriodKind,
  policyOf,
  rollupLevels,
  type CountFormDeclaration,
  type CountPeriodBody,
  type ReportBody,
  type CountSaveBody,
  type RollupReportDeclaration,
} from '../../../src/domain/engine';
import { countEntry } from '../services/countSubjects';
import { askReopening } from '../services/periodRequests';
import { countSaveAnswer, reportAnswer } from './countForms';
import { checkedBody, periodKindOf, sourceOf } from './definedBodies';
import { APPROVAL_CALLS, stepBodyKey } from './periodApproval';
import type { DefinedRoute } from './definedRoute';
import type { ReopenBody } from './periodRequests';

const FORM = ['countForm'] as const;

/**
 * A defined count form's calls (entry, save, submit and approve, reopen request) and a count
 * form's or report's roll-up.
 */
export const DEFINED_COUNT_ROUTES: readonly DefinedRoute[] = [
  {
    method: 'POST',
    url: '/:module/list',
    kinds: FORM,
    write: false,
    body: 'period',
    handle: async (r) =>
      countEntry(
        r.server,
        r.definedModule!.declaration as CountFormDeclaration,
        r.user,
        await checkedBody<CountPeriodBody>(r, 'period'),
      ),
  },
  {
    method: 'POST',
    url: '/:module/save',
    kinds: FORM,
    write: true,
    body: 'save',
    handle: async (r, reply) => {
      await checkedBody<CountSaveBody>(r, 'save');
      const d = r.definedModule!.declaration as CountFormDeclaration;
      return countSaveAnswer(d, r as FastifyRequest<{ Body: CountSaveBody }>, reply);
    },
  },
  {
    method: 'POST',
    url: '/:module/report',
    kinds: ['countForm', 'rollupReport'],
    write: false,
    body: 'report',
    answers: (d) => d.kind === 'rollupReport' || (d.kind === 'countForm' && !!d.rollupView),
    handle: async (r) => {
      const d = r.definedModule!.declaration;
      await checkedBody<ReportBody>(r, 'report');
      const request = r as FastifyRequest<{ Body: ReportBody }>;
      if (d.kind === 'countForm')
        return reportAnswer(d, rollupLevels(d), countPeriodKind(d), request);
      const report = d as RollupReportDeclaration;
      const source = await sourceOf(r.server, report);
      return reportAnswer(source, report.placeLevels, await periodKindOf(r.server, d), request);
    },
  },
  // submitting and approving its periods, when its period policy has approval (issue 46)
  ...APPROVAL_CALLS.map(([name, , write, call]): DefinedRoute => ({
    method: 'POST',
    url: `/:module/${name}`,
    kinds: FORM,
    write,
    body: stepBodyKey(name),
    answers: (d) => d.kind === 'countForm' && policyOf(d).approval !== undefined,
    handle: async (r) => {
      const d = r.definedModule!.declaration as CountFormDeclaration;
      const body = await checkedBody<CountPeriodBody>(r, stepBodyKey(name));
      return call(r.server, d, r.user, body);
    },
  })),
  {
    method: 'POST',
    url: '/:module/reopen',
    kinds: FORM,
    write: true,
    body: 'reopen',
    handle: async (r, reply) => {
      const body = await checkedBody<ReopenBody>(r, 'reopen');
      const d = r.definedModule!.declaration as CountFormDeclaration;
      return reply.code(201).send(await askReopening(r.server, d, r.user, body));
    },
  },
];
