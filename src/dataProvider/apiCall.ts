import type { HttpClient } from '../httpClient';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of our API: its JSON answer (and, for the paged lists, the answer's headers). */
export interface ApiCall {
  <T>(path: string, method?: Method, body?: unknown, headers?: Record<string, string>): Promise<T>;
  withHeaders<T>(
    path: string,
    method?: Method,
    body?: unknown,
  ): Promise<{ json: T; headers: Headers }>;
}

/** The one way every data-provider module reaches the API (the HTTP client is injected). */
export function createApiCall(httpClient: HttpClient, apiUrl: string): ApiCall {
  const withHeaders = async <T>(
    path: string,
    method: Method = 'GET',
    body?: unknown,
    headers?: Record<string, string>,
  ) => {
    const answer = await httpClient(`${apiUrl}${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      ...(headers ? { headers: new Headers({ Accept: 'application/json', ...headers }) } : {}),
    });
    return { json: answer.json as T, headers: answer.headers };
  };
  const call = async <T>(
    path: string,
    method: Method = 'GET',
    body?: unknown,
    headers?: Record<string, string>,
  ) => (await withHeaders<T>(path, method, body, headers)).json;
  return Object.assign(call, { withHeaders });
}
