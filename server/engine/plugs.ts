import type { FastifyPluginAsync } from 'fastify';
import { PLACE_MEASURES, type PlaceMeasure } from './repositories/countHistory';
import { REGISTER_STORES, type RegisterStoreFactory } from './repositories/registerStores';
import { COUNT_STORES, type CountStore } from './services/countStores';
import { SUBJECT_SOURCES, type SubjectSource } from './services/subjectSources';

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
   * `placeMeasure`: the live volunteers of a unit's village), as SQL over a place id.
   */
  placeMeasures?: Readonly<Record<string, PlaceMeasure>>;
}

/** A module package of the server: what it plugs into the engine and its own calls. */
export interface ServerModule extends ModulePlugs {
  name: string;
  /** Its own calls (the spec's, for the modules that have them). */
  routes: readonly FastifyPluginAsync[];
}

/** Plugs a module's parts in; the same parts again change nothing. */
export function plugIn(plugs: ModulePlugs): void {
  REGISTER_STORES.put(plugs.registerStores);
  COUNT_STORES.put(plugs.countStores);
  SUBJECT_SOURCES.put(plugs.subjectSources);
  PLACE_MEASURES.put(plugs.placeMeasures);
}
