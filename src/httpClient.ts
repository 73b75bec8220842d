import { fetchUtils, HttpError } from 'react-admin';
import type { ApiErrorBody } from './domain/apiErrors';

export type TokenSource = () => Promise<string | null>;
export type HttpClient = (
  url: string,
  options?: fetchUtils.Options,
) => Promise<{
  status: number;
  headers: Headers;
  body: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}>;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Pauses before a write is sent again (its answer never came, or it was still running). */
export const RESEND_AFTER_MS = [700, 2000, 5000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A write's Idempotency-Key: one per save, sent again with each of its retries. */
export const newIdempotencyKey = () =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;

/**
 * No answer at all (the link dropped; not when the device knows it is offline: the outbox keeps
 * the save), or the first of the same save still running.
 */
const worthResending = (error: unknown) =>
  error instanceof HttpError
    ? error.status === 409 && error.body?.code === 'IN_PROGRESS'
    : (error as Error | undefined)?.name !== 'AbortError' && // the app called it off itself
      globalThis.navigator?.onLine !== false;

/**
 * fetchJson with a fresh Firebase ID token on every call (spec §7). Every write carries an
 * Idempotency-Key (issue 26): when its answer never comes it is sent again with the same key,
 * and the server stores it once whichever copy arrived. Errors reject with react-admin's
 * HttpError whose `body` is the API's `{ message, code }`; when the API names a code, the
 * error's message becomes the translation key `app.error.<code>` so screens show it in the
 * user's language.
 */
export function createHttpClient(getToken: TokenSource, pause = sleep): HttpClient {
  return async (url, options = {}) => {
    // a save kept on the device (the outbox) brings its own key, the same on every send
    const given = new Headers(options.headers).get('Idempotency-Key');
    const key = WRITES.has((options.method ?? 'GET').toUpperCase())
      ? (given ?? newIdempotencyKey())
      : undefined;
    for (let attempt = 0; ; attempt++) {
      const headers = new Headers(options.headers ?? { Accept: 'application/json' });
      const token = await getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      if (key) headers.set('Idempotency-Key', key);
      // the change trail's "through what": the outbox says offline, else this screen
      if (!headers.has('X-Via')) headers.set('X-Via', 'screen');
      try {
        return await fetchUtils.fetchJson(url, { ...options, headers });
      } catch (error) {
        if (key && attempt < RESEND_AFTER_MS.length && worthResending(error)) {
          await pause(RESEND_AFTER_MS[attempt]!);
          continue;
        }
        if (!(error instanceof HttpError) || typeof error.body?.code !== 'string') throw error;
        throw new HttpError(
          `app.error.${error.body.code}`,
          error.status,
          withFormErrors(error.body),
        );
      }
    }
  };
}

// react-admin reads a string in this format as a translation key with its values
const TRANSLATION_OBJECT = '@@react-admin@@';

/**
 * A 400 naming fields of one record (`error: [{ field, key, args }]`, no row) also carries
 * them as react-admin's `errors`, so a form shows each under its input (server-side validation).
 */
function withFormErrors(body: ApiErrorBody): ApiErrorBody & { errors?: Record<string, string> } {
  const fields = (body.error ?? []).filter((e) => e.field && e.row === undefined);
  if (fields.length === 0) return body;
  const errors: Record<string, string> = {};
  for (const e of fields) {
    errors[e.field!] ??=
      TRANSLATION_OBJECT + JSON.stringify({ message: e.key ?? e.message, args: e.args ?? {} });
  }
  return { ...body, errors };
}
