import {
  type CountPeriodBody,
  type CountSaveBody,
  type CountSheet,
  type PeriodApprovals,
  type PeriodRequestRow,
  type PeriodReturnRow,
  type PeriodStep,
  type ReportBody,
  type RollupAnswer,
} from '../domain/engine';
import { countCalls, countFormByName } from '../domain/modules';
import { keepOpenPeriods } from '../offline/keepOpenPeriods';
import type { ApiCall } from './apiCall';
import type { Outbox, SendSave } from '../outbox/outbox';
import type { PutPhoto } from './photos';
import type { ThroughCopy } from '../offline/deviceCopies';
import { isRecordEntry } from '../domain/engine/outbox';

/** The count forms' and roll-up reports' calls (routes generated from their declarations). */
export interface CountFormMethods {
  /** POST /<name>/list (or the form's `calls.list`): the subjects under a place with their records of the period. */
  getCountSheet(name: string, body: CountPeriodBody): Promise<CountSheet>;
  /**
   * POST /<name>/save (or the form's `calls.save`): the records, all or none. With the device's
   * outbox, kept on the device first: `queued` when no answer came (sent later).
   */
  saveCountSheet(name: string, body: CountSaveBody): Promise<{ saved: number } | { queued: true }>;
  /** POST /<name>/report: the roll-up per child place. */
  getRollupReport(name: string, body: ReportBody): Promise<RollupAnswer>;
  /** POST /<name>/reopen: asks the office above to reopen a closed period (issue 25). */
  askReopening(
    name: string,
    body: CountPeriodBody & { reason: string } & Partial<Pick<CountSaveBody, 'records'>> & {
        confirmedUnusual?: boolean;
      },
  ): Promise<unknown>;
  /** GET /period-requests: the requests of the places under the user's office. */
  getPeriodRequests(): Promise<{ requests: PeriodRequestRow[] }>;
  /** GET /period-returns: periods sent back to the places under the office (issue 46). */
  getPeriodReturns(): Promise<{ returns: PeriodReturnRow[] }>;
  /** POST /period-requests/:id/grant (3 days) or /refuse (with a reason). */
  decidePeriodRequest(id: number, decision: { grant: true } | { reason: string }): Promise<unknown>;
  /** POST /<name>/approvals: a place's period and its children's, as an approver reads them. */
  getPeriodApprovals(name: string, body: CountPeriodBody): Promise<PeriodApprovals>;
  /** POST /<name>/<step>: submit, withdraw, approve (withPending), approve-ready, unapprove. */
  periodStep(
    name: string,
    step: PeriodStep,
    body: CountPeriodBody & { withPending?: boolean; reason?: string },
  ): Promise<unknown>;
}

/**
 * Sends a save kept on the device under its own Idempotency-Key: a count form's to its save
 * call, a register's record to its simple-rest route (POST to add, PUT to change).
 */
export const sendKeptSave =
  (call: ApiCall, putPhoto?: PutPhoto): SendSave =>
  async (e) => {
    // the change trail names it: sent at once from the screen, or later from the device
    const key = { 'Idempotency-Key': e.key, 'X-Via': e.attempts > 0 ? 'offline' : 'screen' };
    if (!isRecordEntry(e))
      return call(`/${e.module}/${countCalls(e.module).save}`, 'POST', e.body, key);
    // its photos first, each under its own id (a resend is the same photo), then the record
    for (const photo of e.photos ?? []) await putPhoto?.(photo.id, photo.blob);
    if (e.send) return call(e.send.path, e.send.method, e.send.body, key);
    return e.id === null
      ? call(`/${e.module}`, 'POST', e.data, key)
      : call(`/${e.module}/${encodeURIComponent(e.id)}`, 'PUT', e.data, key);
  };

export const countFormMethods = (
  call: ApiCall,
  outbox: Outbox | undefined,
  through: ThroughCopy,
  /** The device keeps copies: the sheets of a place's other open periods are fetched ahead. */
  fetchAhead = false,
): CountFormMethods => {
  // a copy of each sheet opened is kept on the device: shown, with when, when no answer comes
  const sheet = (name: string, body: CountPeriodBody) =>
    through('sheet', `${name}:${JSON.stringify(body)}`, () =>
      call<CountSheet>(`/${name}/${countCalls(name).list}`, 'POST', body),
    );
  return {
    getCountSheet: async (name, body) => {
      const { value, keptAt } = await sheet(name, body);
      const d = countFormByName(name);
      if (keptAt === null && fetchAhead && d)
        keepOpenPeriods((other) => sheet(name, other), d, body);
      return keptAt === null ? value : { ...value, keptAt };
    },
    saveCountSheet: async (name, body) => {
      if (!outbox) return call(`/${name}/${countCalls(name).save}`, 'POST', body);
      const sent = await outbox.submit(name, body);
      return sent.queued ? { queued: true } : (sent.answer as { saved: number });
    },
    getRollupReport: (name, body) => call(`/${name}/report`, 'POST', body),
    askReopening: (name, body) => call(`/${name}/reopen`, 'POST', body),
    getPeriodRequests: () => call('/period-requests'),
    getPeriodReturns: () => call('/period-returns'),
    decidePeriodRequest: (id, decision) =>
      'grant' in decision
        ? call(`/period-requests/${id}/grant`, 'POST', {})
        : call(`/period-requests/${id}/refuse`, 'POST', decision),
    getPeriodApprovals: (name, body) => call(`/${name}/approvals`, 'POST', body),
    periodStep: (name, step, body) => call(`/${name}/${step}`, 'POST', body),
  };
};
