import type { OutboxEntry, OutboxProblem } from '../domain/outbox';
import { isRecordEntry } from '../domain/outbox';

/** How a send failed: the HTTP client's HttpError (status and body), or no answer at all. */
export interface Failure {
  status?: number;
  body?: {
    code?: string;
    message?: string;
    error?: { key?: string; args?: Record<string, unknown> }[];
  } & Partial<Pick<OutboxProblem, 'conflicts'>>;
}
export const failureOf = (error: unknown): Failure =>
  typeof (error as Failure)?.status === 'number' ? (error as Failure) : {};

const problemOf = ({ status = 0, body = {} }: Failure): OutboxProblem => ({
  status,
  ...(body.code ? { code: body.code } : {}),
  message: body.message ?? '',
  ...(body.error?.[0]?.key ? { key: body.error[0].key, args: body.error[0].args ?? {} } : {}),
  ...(body.conflicts ? { conflicts: body.conflicts } : {}),
});

/** A refused save as kept: the problem, and of a conflict only the conflicting records (the
 * others were saved). */
export function refusedEntry(entry: OutboxEntry, attempts: number, failure: Failure): OutboxEntry {
  const problem = problemOf(failure);
  if (isRecordEntry(entry)) return { ...entry, attempts, state: 'attention', problem };
  const clashing = new Set(problem.conflicts?.map((c) => c.subject_id));
  const records = clashing.size
    ? entry.body.records.filter((r) => clashing.has(r.subject_id))
    : entry.body.records;
  return { ...entry, attempts, state: 'attention', problem, body: { ...entry.body, records } };
}
