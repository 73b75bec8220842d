// Named prepared statements for the hottest reads (issue 13): the database plans them once per
// connection instead of on every call. A query opts in with `prepared(name)` at its start; the
// two drivers read that comment (PostgreSQL: the pg client's named statements; PGlite: PREPARE
// and EXECUTE). One name, one SQL text: a query whose text varies must not use it.
import { sql, type RawBuilder } from 'kysely';
import type pg from 'pg';
import { copyThrough } from './copyIn';

const MARK = /^\s*\/\* prepared ([a-z][a-z0-9_]*) \*\//;

/** The comment that marks a query as the prepared statement `name`. */
export const prepared = (name: string): RawBuilder<unknown> => {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`bad statement name ${name}`);
  return sql.raw(`/* prepared ${name} */`);
};

/** The statement name a query's text is marked with, if any. */
export const preparedName = (text: string): string | undefined => MARK.exec(text)?.[1];

/** Makes a pg client run marked queries as named prepared statements (and COPY, copyIn.ts). */
export function preparePgClient(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    const copied = copyThrough(query, config, values);
    if (copied) return copied;
    const name = typeof config === 'string' ? preparedName(config) : undefined;
    if (!name) return query(config, values, callback);
    return query({ name, text: config, values }, callback);
  }) as typeof client.query;
}

/**
 * An EXECUTE argument for a parameter, written as a quoted literal of unknown type (as the
 * extended protocol sends text parameters), or undefined when the value is not plain.
 */
export function literalOf(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return `'${value}'`;
  if (typeof value === 'boolean') return `'${value}'`;
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replace(/'/g, "''")}'`;
  return undefined;
}
