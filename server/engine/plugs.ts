import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, RawBuilder } from 'kysely';
import type { DatabaseKind } from '../db/createDatabase';
import type { Database } from '../db/schema';
import type { RegisterStore } from './repositories/registerStores';
import type { CountStore } from './services/countStores';
import type { SubjectSource } from './services/subjectSources';

/** Makes a register store over one database. */
export type RegisterStoreFactory = (db: Kysely<Database>, kind: DatabaseKind) => RegisterStore;

/**
 * What a module package adds to the engine, by name (as Frappe finds a DocType's controller
 * and virtual storage): stores for a declaration's `store`, sources for a form's `subject`.
 * The engine's own (entity_record, count_record, places) need none.
 */
export interface ModulePlugs {
  registerStores?: Readonly<Record<string, RegisterStoreFactory>>;
  countStores?: Readonly<Record<string, CountStore>>;
  subjectSources?: Readonly<Record<string, SubjectSource>>;
  /**
   * A figure a place has that plausibility compares a subject's total with (a subject kind's
   * `volunteersMeasure`: the live volunteers of its village), as SQL over a place id.
   */
  placeMeasures?: Readonly<Record<string, PlaceMeasure>>;
}

/** SQL of a place's measure, given the SQL of its id. */
export type PlaceMeasure = (placeId: RawBuilder<unknown>) => RawBuilder<number>;

/** A module package of the server: what it plugs into the engine and its own calls. */
export interface ServerModule extends ModulePlugs {
  name: string;
  /** Its own calls (the spec's, for the modules that have them). */
  routes: readonly FastifyPluginAsync[];
}

const registerStores = new Map<string, RegisterStoreFactory>();
const countStores = new Map<string, CountStore>();
const subjectSources = new Map<string, SubjectSource>();
const placeMeasures = new Map<string, PlaceMeasure>();

function put<T>(into: Map<string, T>, from: Readonly<Record<string, T>> | undefined) {
  for (const [name, value] of Object.entries(from ?? {})) {
    const known = into.get(name);
    if (known && known !== value) throw new Error(`engine: "${name}" is plugged in twice`);
    into.set(name, value);
  }
}

/** Plugs a module's parts in; the same parts again change nothing. */
export function plugIn(plugs: ModulePlugs): void {
  put(registerStores, plugs.registerStores);
  put(countStores, plugs.countStores);
  put(subjectSources, plugs.subjectSources);
  put(placeMeasures, plugs.placeMeasures);
}

function plugged<T>(from: Map<string, T>, what: string, name: string): T {
  const found = from.get(name);
  if (!found) throw new Error(`engine: no ${what} "${name}" is plugged in`);
  return found;
}

export const pluggedRegisterStores = (): ReadonlyMap<string, RegisterStoreFactory> =>
  registerStores;
export const pluggedCountStore = (name: string) => plugged(countStores, 'count store', name);
export const pluggedSubjectSource = (name: string) =>
  plugged(subjectSources, 'subject source', name);
export const pluggedPlaceMeasure = (name: string) => plugged(placeMeasures, 'place measure', name);
