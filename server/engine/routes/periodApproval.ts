import type { FastifyInstance } from 'fastify';
import {
  countPeriodKind,
  policyOf,
  type CountFormDeclaration,
  type CountPeriodBody,
  codeCountForms,
} from '../../../src/domain/engine';
import type { SignedInUser } from '../../plugins/auth';
import { approvePlace, approveReady, unapprovePlace } from '../services/periodApproval';
import { approvalsView } from '../services/periodApprovalView';
import { submitPeriod } from '../services/periodSubmission';
import type { PeriodKind } from '../../../src/domain/periods';
import { returnPlace, type ReturnBody } from '../services/periodReturn';
import { approveBody, countErrors, periodBody, returnBody } from './countSchemas';

type StepBody = CountPeriodBody & { withPending?: boolean; reason?: string };
type Call = (
  app: FastifyInstance,
  d: CountFormDeclaration,
  user: SignedInUser,
  body: StepBody,
) => Promise<unknown>;

/** The body a step's call takes: a period, with `withPending` to approve, a reason to return. */
export const stepBodyKey = (name: string) =>
  name === 'approve' ? 'approve' : name === 'return' ? 'return' : 'period';

const bodyOf = (name: string, kind: PeriodKind) =>
  ({ approve: approveBody, return: returnBody, period: periodBody })[stepBodyKey(name)](kind);

/**
 * The calls of submitting and approving a period, for a form whose policy has approval: name,
 * summary, whether it writes, the service. Modules defined in the browser answer them too.
 */
export const APPROVAL_CALLS: readonly [string, string, boolean, Call][] = [
  [
    'submit',
    'Marks the period complete at an entry place (every expected place below it)',
    true,
    (app, d, user, body) => submitPeriod(app, d, user, body),
  ],
  [
    'withdraw',
    'Takes a submission back while nothing above has approved it',
    true,
    (app, d, user, body) => submitPeriod(app, d, user, body, true),
  ],
  [
    'approvals',
    "A place's period and its children's: expected, saved, submitted, on time, approved",
    false,
    approvalsView,
  ],
  [
    'approve',
    'The office directly above approves a child place (withPending: with N pending)',
    true,
    approvePlace,
  ],
  [
    'approve-ready',
    "Approves every ready child of the caller's office in one transaction",
    true,
    approveReady,
  ],
  ['unapprove', 'The approver or an office above takes an approval back', true, unapprovePlace],
  [
    'return',
    'The office directly above sends a submitted period back with a reason',
    true,
    (app, d, user, body) => returnPlace(app, d, user, body as ReturnBody),
  ],
];

function approvalRoutesOf(app: FastifyInstance, d: CountFormDeclaration) {
  const kind = countPeriodKind(d);
  for (const [name, summary, write, call] of APPROVAL_CALLS) {
    app.post<{ Body: StepBody }>(
      `/${d.name}/${name}`,
      {
        config: { access: { module: d, write } },
        schema: {
          tags: [d.name],
          summary,
          body: bodyOf(name, kind),
          response: countErrors,
        },
      },
      async (request) => call(app, d, request.user, request.body),
    );
  }
}

/** Submitting and approving periods up the tree (issue 25, point 5). */
export async function periodApprovalRoutes(app: FastifyInstance) {
  codeCountForms()
    .filter((d) => policyOf(d).approval)
    .forEach((d) => approvalRoutesOf(app, d));
}
