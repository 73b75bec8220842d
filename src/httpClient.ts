import { fetchUtils } from 'react-admin';

export type TokenSource = () => Promise<string | null>;
export type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<{
  status: number;
  headers: Headers;
  body: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}>;

/**
 * fetchJson with a fresh Firebase ID token on every call (spec §7). Errors reject with
 * react-admin's HttpError, whose `body` carries the API's `{ message, code }`.
 */
export function createHttpClient(getToken: TokenSource): HttpClient {
  return async (url, options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    const token = await getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetchUtils.fetchJson(url, { ...options, headers });
  };
}
