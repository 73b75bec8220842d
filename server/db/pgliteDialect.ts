import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex';
import { literalOf, preparedName } from './prepared';

/**
 * Kysely over an embedded PGlite. PGlite is one session, so the driver hands out a single
 * connection at a time: a transaction holds the lock until it commits or rolls back, and no
 * other query can slip in between its statements. (So inside a transaction, query through
 * `trx`, never the outer `db`: that would wait for the transaction forever.)
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter = () => new PostgresAdapter();
  createDriver = (): Driver => new PGliteDriver(this.pglite);
  createQueryCompiler = () => new PostgresQueryCompiler();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector = (db: Kysely<any>) => new PostgresIntrospector(db);
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

class PGliteDriver implements Driver {
  readonly #lock = new Mutex();
  readonly #connection: PGliteConnection;
  #release: (() => void) | null = null;

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#lock.acquire();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = null;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const options = [
      settings.isolationLevel && `isolation level ${settings.isolationLevel}`,
      settings.accessMode,
    ].filter(Boolean);
    await connection.executeQuery(CompiledQuery.raw(['start transaction', ...options].join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoteIdentifier(name)}`));
  }

  async destroy(): Promise<void> {
    // wait for the query in flight, then close for good
    await this.#lock.acquire();
    if (!this.pglite.closed) await this.pglite.close();
  }
}

const WRITE_COMMANDS = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'];

class PGliteConnection implements DatabaseConnection {
  /** The prepared statements of this session (see prepared.ts). */
  readonly #prepared = new Set<string>();

  constructor(private readonly pglite: PGlite) {}

  /** A marked query as EXECUTE of its prepared statement (PGlite binds no EXECUTE parameters). */
  async #execute<R>(name: string, query: CompiledQuery) {
    const args = query.parameters.map(literalOf);
    if (args.some((a) => a === undefined)) return undefined;
    if (!this.#prepared.has(name)) {
      await this.pglite.exec(`prepare ${name} as ${query.sql}`);
      this.#prepared.add(name);
    }
    const call = args.length ? `execute ${name}(${args.join(', ')})` : `execute ${name}`;
    return this.pglite.query<R>(call);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const name = preparedName(query.sql);
    const result =
      (name && (await this.#execute<R>(name, query))) ||
      (await this.pglite.query<R>(query.sql, [...query.parameters]));
    const command = (result as { command?: string }).command ?? '';
    return {
      rows: result.rows,
      numAffectedRows: WRITE_COMMANDS.includes(command)
        ? BigInt(result.affectedRows ?? 0)
        : undefined,
    };
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // PGlite has no cursors here: the whole result is one chunk
    yield await this.executeQuery<R>(query);
  }
}
