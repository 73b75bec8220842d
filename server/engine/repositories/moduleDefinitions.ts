import { sql, type Kysely, type Transaction } from 'kysely';
import type { ModuleDefinition, ValueTest } from '../../../src/domain/engine';
import type { Database } from '../../db/schema';
import { API_ERROR } from '../../../src/domain/apiErrors';
import { AppError } from '../../appError';

/** A module defined in the browser as stored: its draft (the next version) and what is served. */
export interface StoredModule {
  name: string;
  state: 'draft' | 'published' | 'retired';
  version: number;
  draft: ModuleDefinition | null;
  published: ModuleDefinition | null;
}

/** The SQL of one refused change's count: the module's live records the test finds. */
function touched(test: ValueTest) {
  if (test.test === 'anyRecord') return sql<boolean>`true`;
  const value = sql`data -> ${test.field}`;
  const text = sql`data ->> ${test.field}`;
  switch (test.test) {
    case 'present':
      return sql<boolean>`coalesce(${text}, '') <> '' and ${value} <> '[]'::jsonb`;
    case 'choice':
      return sql<boolean>`(${text} = ${test.choice} or (jsonb_typeof(${value}) = 'array'
        and ${value} ? ${test.choice}))`;
    case 'longer':
      return sql<boolean>`length(${text}) > ${test.bound}`;
    default: {
      const op = test.test === 'below' ? sql`<` : sql`>`;
      return sql<boolean>`jsonb_typeof(${value}) = 'number' and (${text})::numeric ${op} ${test.bound}`;
    }
  }
}

/**
 * In a save of a module defined in the browser: its definition row held (shared) for the rest
 * of the transaction, and still at the version the save checked against. A publish takes the
 * row exclusively, so it counts the records after every save that began before it, and a save
 * checked against the version it replaced is refused (409 MODULE_CHANGED) instead of storing
 * values the new version would have refused.
 */
export async function holdDefinition(
  trx: Transaction<Database>,
  d: { name: string; version?: number },
): Promise<void> {
  if (d.version === undefined) return;
  const row = await trx
    .selectFrom('module_definition')
    .select(['version', 'state'])
    .where('name', '=', d.name)
    .forShare()
    .executeTakeFirst();
  if (row?.version !== d.version || row.state !== 'published')
    throw new AppError(409, API_ERROR.MODULE_CHANGED, `${d.name} changed: read it again`);
}

/** Module definitions stored as rows (migration 024), and the registry's revision. */
export function moduleDefinitionsRepository(db: Kysely<Database>) {
  return {
    /** Bumped by every change: an instance whose cached revision differs reloads. */
    async revision(on: Kysely<Database> = db): Promise<string> {
      const row = await on.selectFrom('module_registry').select('revision').executeTakeFirst();
      return String(row?.revision ?? '0');
    },

    async all(on: Kysely<Database> = db): Promise<StoredModule[]> {
      const rows = await on
        .selectFrom('module_definition')
        .select(['name', 'state', 'version', 'draft', 'published'])
        .orderBy('name')
        .execute();
      return rows as unknown as StoredModule[];
    },

    /** The row, locked for the rest of the change's transaction. */
    async lock(trx: Transaction<Database>, name: string): Promise<StoredModule | undefined> {
      const row = await trx
        .selectFrom('module_definition')
        .select(['name', 'state', 'version', 'draft', 'published'])
        .where('name', '=', name)
        .forUpdate()
        .executeTakeFirst();
      return row as unknown as StoredModule | undefined;
    },

    /** A new draft; false when the name is taken (by a stored module). */
    async create(trx: Transaction<Database>, draft: ModuleDefinition, userId: number) {
      const row = await trx
        .insertInto('module_definition')
        .values({ name: draft.name, draft: JSON.stringify(draft), created_by: userId })
        .onConflict((oc) => oc.column('name').doNothing())
        .returning('name')
        .executeTakeFirst();
      return row !== undefined;
    },

    async saveDraft(trx: Transaction<Database>, draft: ModuleDefinition) {
      await trx
        .updateTable('module_definition')
        .set({ draft: JSON.stringify(draft), updated_at: sql`now()` })
        .where('name', '=', draft.name)
        .execute();
    },

    async publish(trx: Transaction<Database>, definition: ModuleDefinition, userId: number) {
      const version = definition.version!;
      await trx
        .insertInto('module_definition_version')
        .values({
          name: definition.name,
          version,
          definition: JSON.stringify(definition),
          published_by: userId,
        })
        .execute();
      await trx
        .updateTable('module_definition')
        .set({
          state: 'published',
          version,
          published: JSON.stringify(definition),
          draft: null,
          updated_at: sql`now()`,
        })
        .where('name', '=', definition.name)
        .execute();
    },

    async setState(trx: Transaction<Database>, name: string, state: 'published' | 'retired') {
      await trx
        .updateTable('module_definition')
        .set({ state, updated_at: sql`now()` })
        .where('name', '=', name)
        .execute();
    },

    async bump(trx: Transaction<Database>) {
      await trx
        .updateTable('module_registry')
        .set({ revision: sql`revision + 1` })
        .execute();
    },

    /** How many live records of a module each test finds (a publish's refused changes). */
    async countTouched(
      on: Kysely<Database>,
      d: { name: string; kind: string },
      tests: readonly ValueTest[],
    ): Promise<number[]> {
      if (tests.length === 0) return [];
      const records =
        d.kind === 'register'
          ? sql`entity_record where entity = ${d.name} and deleted_at is null`
          : sql`count_record where entity = ${d.name} and version > 0`;
      const counts = tests.map(
        (t, i) => sql`count(*) filter (where ${touched(t)}) as ${sql.ref(`c${i}`)}`,
      );
      const { rows } = await sql<Record<string, string | number>>`
        select ${sql.join(counts)} from ${records}`.execute(on);
      return tests.map((_, i) => Number(rows[0]?.[`c${i}`] ?? 0));
    },
  };
}
