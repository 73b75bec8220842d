import type { OutboxEntry, OutboxProblem } from '../domain/engine/outbox';
import { keptAfterRefusal } from '../domain/engine/outbox';

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

/** A refused save as kept, with the server's reason (which of its records stay: the domain's). */
export const refusedEntry = (entry: OutboxEntry, attempts: number, failure: Failure) =>
  keptAfterRefusal({ ...entry, attempts }, problemOf(failure));
