import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  declarationOf,
  moduleRefusal,
  type ModuleDeclaration,
  type ModuleDefinition,
} from '../../../src/domain/engine';
import type { Database } from '../../db/schema';
import { moduleDefinitionsRepository, type StoredModule } from '../repositories/moduleDefinitions';
import { standardDefinitions } from './moduleDefinitions';
import { keepModuleWords } from '../../shared/translateMr';

/** How long an instance trusts its cached registry before reading the revision again. */
export const REGISTRY_STALE_MS = 1000;

/** A module defined in the browser as served: its published (or retired) definition. */
export interface ServedModule {
  definition: ModuleDefinition;
  declaration: ModuleDeclaration;
  retired: boolean;
}

type Reader = { admin?: boolean; level_id: number; writeallowed?: boolean };

const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * The registry of an API instance (issue 24): the standard definitions and the stored ones,
 * cached. Every lookup trusts the cache for `REGISTRY_STALE_MS`, then reads the one revision
 * row (a whole reload only when it moved): a change made through another instance is seen
 * within a second, one made through this one at once (`fresh(true)` after it commits). A
 * name it does not know never makes it read sooner: unknown paths cost no query.
 */
export function moduleRegistry(db: Kysely<Database>, staleMs = REGISTRY_STALE_MS) {
  const repo = moduleDefinitionsRepository(db);
  const standard = new Set(standardDefinitions().map((d) => d.name));
  let revision: string | null = null;
  let checkedAt = -Infinity;
  let stored: StoredModule[] = [];
  let served = new Map<string, ServedModule>();
  const answers = new Map<string, { body: string; etag: string }>();
  let reading: Promise<void> | null = null;

  async function read() {
    const now = await repo.revision();
    checkedAt = Date.now();
    if (now === revision) return;
    stored = await repo.all();
    served = new Map(
      stored
        .filter((m) => m.published)
        .map((m) => {
          const definition = { ...m.published!, version: m.version, state: m.state };
          const declaration = declarationOf(definition);
          keepModuleWords(declaration, definition.labels.mr);
          return [m.name, { definition, declaration, retired: m.state === 'retired' }];
        }),
    );
    answers.clear();
    revision = now;
  }

  /** The cache, read again when older than `staleMs` (or now, when `force`). */
  async function fresh(force = false) {
    if (!force && Date.now() - checkedAt < staleMs) return;
    reading ??= read().finally(() => (reading = null));
    await reading;
  }

  const answer = (key: string, make: () => unknown) => {
    let found = answers.get(key);
    if (!found) {
      const body = JSON.stringify(make());
      found = { body, etag: etagOf(body) };
      answers.set(key, found);
    }
    return found;
  };

  return {
    isStandard: (name: string) => standard.has(name),
    fresh,

    /** The registry's revision as this instance last read it (after a fresh look). */
    async revision(): Promise<string | null> {
      await fresh();
      return revision;
    },

    /** A stored module served under its name (published or retired); undefined otherwise. */
    async served(name: string): Promise<ServedModule | undefined> {
      if (standard.has(name)) return undefined;
      await fresh();
      return served.get(name);
    },

    /** The declarations of the published modules in use (not retired): background work's. */
    async live(): Promise<ModuleDeclaration[]> {
      await fresh();
      return [...served.values()].filter((m) => !m.retired).map((m) => m.declaration);
    },

    /** Every stored module's row as last read (the builder's list, a publish's checks). */
    async stored(): Promise<readonly StoredModule[]> {
      await fresh();
      return stored;
    },

    /**
     * The definitions a user may use (standard and published), with their ETag; an admin's
     * `all`: every module, retired ones too, and the drafts beside them.
     */
    async definitionsFor(user: Reader, all = false) {
      await fresh();
      const usable = (d: ModuleDefinition) =>
        moduleRefusal(d, { ...user, levelId: user.level_id }, false) === null;
      const published = [...served.values()].filter((m) => !m.retired).map((m) => m.definition);
      if (all && user.admin) {
        const standardOnes = standardDefinitions().map((d) => ({ ...d, state: 'standard' }));
        return answer(`${revision} all`, () => ({
          modules: [...standardOnes, ...[...served.values()].map((m) => m.definition)],
          drafts: stored
            .filter((m) => m.draft)
            .map((m) => ({
              ...m.draft!,
              state: 'draft',
              ...(m.version ? { version: m.version } : {}),
            })),
        }));
      }
      const modules = [...standardDefinitions(), ...published].filter(usable);
      return answer(`${revision} ${modules.map((d) => d.name).join(' ')}`, () => ({ modules }));
    },
  };
}

export type ModuleRegistry = ReturnType<typeof moduleRegistry>;
