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

/**
 * fetchJson with a fresh Firebase ID token on every call (spec §7). Errors reject with
 * react-admin's HttpError whose `body` is the API's `{ message, code }`; when the API names a
 * code, the error's message becomes the translation key `app.error.<code>` so screens show it
 * in the user's language.
 */
export function createHttpClient(getToken: TokenSource): HttpClient {
  return async (url, options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    const token = await getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      return await fetchUtils.fetchJson(url, { ...options, headers });
    } catch (error) {
      if (!(error instanceof HttpError) || typeof error.body?.code !== 'string') throw error;
      throw new HttpError(`app.error.${error.body.code}`, error.status, withFormErrors(error.body));
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
