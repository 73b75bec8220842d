import { nameChangeAuthor } from '../../db/changeAuthor';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  declarationOf,
  definitionChanges,
  withRetiredFields,
  type DefinitionChange,
  type ModuleDeclaration,
  type ModuleDefinition,
  codeModules,
} from '../../../src/domain/engine';
import { API_ERROR } from '../../../src/domain/apiErrors';
import { takenFromTheApp } from '../../../src/domain/app/screens';
import { AppError, badRequest, notFound } from '../../appError';
import type { Database } from '../../db/schema';
import { moduleDefinitionsRepository, type StoredModule } from '../repositories/moduleDefinitions';
import { definitionIssue, publishIssue, type DefinitionIssue } from './definitionCheck';

/** A change refused while records hold values, and how many records it would touch. */
export type RefusedChange = DefinitionChange & { records: number };

/** 409: the publish would touch records holding values; each change with its count. */
class ChangesRefused extends AppError {
  constructor(readonly refused: readonly RefusedChange[]) {
    super(409, API_ERROR.CHANGES_REFUSED, 'changes refused: records hold values');
  }

  override toBody() {
    return { ...super.toBody(), refused: this.refused };
  }
}

const refusedBy = (issue: DefinitionIssue) =>
  badRequest(`definition ${issue.field}: ${issue.message}`, [
    { field: issue.field, message: issue.message },
  ]);

/** What the server sets: a sent definition's `version` and `state` are not the sender's. */
function sent(body: unknown): ModuleDefinition {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body as ModuleDefinition;
  const { version, state, ...rest } = body as ModuleDefinition;
  void version;
  void state;
  return rest as ModuleDefinition;
}

/**
 * The administrator's changes of modules defined in the browser (issue 24): a draft created,
 * changed, published (its changes checked against the records) and retired. Each runs in one
 * transaction over the module's locked row and moves the registry's revision; this instance
 * reads the registry again at once, the others within `REGISTRY_STALE_MS`.
 */
export function moduleChanges(app: FastifyInstance) {
  const db = app.database.kysely;
  const repo = moduleDefinitionsRepository(db);

  /** Every other module a definition must agree with (names, menu ids, paths, sources). */
  const others = async () => [
    ...codeModules(),
    ...(await app.modules.stored())
      .filter((m) => m.published)
      .map((m) => declarationOf(m.published!)),
  ];

  async function checked(body: unknown) {
    const definition = sent(body);
    const name = (definition as { name?: unknown })?.name;
    if (typeof name === 'string' && app.modules.isStandard(name))
      throw refusedBy({ field: '/name', message: 'name taken by a standard module' });
    const issue =
      definitionIssue(definition, await others()) ??
      takenFromTheApp(declarationOf(definition as ModuleDefinition), app.codeRouteNames);
    if (issue) throw refusedBy(issue);
    return definition;
  }

  /**
   * The draft as it would be published (left-out fields kept, retired), its problem, and its
   * changes from the published version, each guarded one with the records it would touch.
   */
  async function assess(
    on: Kysely<Database>,
    row: StoredModule,
    all: readonly ModuleDeclaration[],
  ) {
    const merged = withRetiredFields(row.published ?? undefined, sent(row.draft));
    const problem =
      definitionIssue(
        merged,
        all.filter((o) => o.name !== row.name),
      ) ?? publishIssue(merged);
    const changes = row.published ? definitionChanges(row.published, merged) : [];
    const guarded = changes.filter((c) => c.touches);
    const counts = await repo.countTouched(
      on,
      row.published ?? merged,
      guarded.map((c) => c.touches!),
    );
    const counted = new Map(guarded.map((c, i) => [c, counts[i]!]));
    return {
      merged,
      problem,
      changes: changes.map((c) => ({ ...c, records: counted.get(c) ?? 0 })),
    };
  }

  async function change<T>(
    name: string,
    work: (trx: Transaction<Database>, row: StoredModule) => Promise<T>,
  ) {
    const answer = await db.transaction().execute(async (trx) => {
      await nameChangeAuthor(trx);
      const row = await repo.lock(trx, name);
      if (!row) throw notFound(`module ${name} not found`);
      const result = await work(trx, row);
      await repo.bump(trx);
      return result;
    });
    await app.modules.fresh(true);
    return answer;
  }

  return {
    async create(userId: number, body: unknown) {
      const draft = await checked(body);
      await db.transaction().execute(async (trx) => {
        await nameChangeAuthor(trx);
        if (!(await repo.create(trx, draft, userId)))
          throw refusedBy({ field: '/name', message: 'name taken' });
        await repo.bump(trx);
      });
      await app.modules.fresh(true);
      return { ...draft, state: 'draft' as const };
    },

    async saveDraft(name: string, body: unknown) {
      const draft = await checked(body);
      if (draft.name !== name)
        throw refusedBy({ field: '/name', message: 'a module keeps its name' });
      return change(name, async (trx, row) => {
        await repo.saveDraft(trx, draft);
        return {
          ...draft,
          state: 'draft' as const,
          ...(row.version ? { version: row.version } : {}),
        };
      });
    },

    /**
     * What publishing the draft would change (the builder's "what changes"): each change with
     * the records it would touch, and the first problem that would refuse it.
     */
    async preview(name: string) {
      const [row] = (await app.modules.stored()).filter((m) => m.name === name);
      if (!row) throw notFound(`module ${name} not found`);
      if (!row.draft) return { changes: [], problem: null };
      const { changes, problem } = await assess(db, row, await others());
      return { changes, problem };
    },

    /** 200 with the new version, or 409 with the changes refused and the records each touches. */
    async publish(name: string, userId: number) {
      const others_ = await others();
      return change(name, async (trx, row) => {
        if (!row.draft && row.state === 'retired') {
          // published again as it was: its menu and forms come back
          await repo.setState(trx, name, 'published');
          return { name, version: row.version, changes: [] };
        }
        if (!row.draft) throw badRequest('nothing to publish: no draft');
        const { merged, changes, problem } = await assess(trx, row, others_);
        if (problem) throw refusedBy(problem);
        const refused = changes.filter((c) => c.records > 0);
        if (refused.length) throw new ChangesRefused(refused);
        const version = row.version + 1;
        await repo.publish(trx, { ...merged, version }, userId);
        return { name, version, changes };
      });
    },

    async retire(name: string) {
      return change(name, async (trx, row) => {
        if (row.state !== 'published') throw badRequest('only a published module is retired');
        await repo.setState(trx, name, 'retired');
        return { name, version: row.version, state: 'retired' as const };
      });
    },
  };
}
