import { fetchUtils, HttpError } from 'react-admin';

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
      throw new HttpError(`app.error.${error.body.code}`, error.status, error.body);
    }
  };
}
