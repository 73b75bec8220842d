import { useMemo } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { declaredValues, type RegisterDeclaration } from '../domain/engine';

/** One saved version of a record, as the history dialog compares them. */
export interface HistorySnapshot {
  at: string;
  by?: string | null;
  values: Record<string, unknown>;
}

/** A live record the one being saved may repeat, said in one line. */
export interface LikelyDuplicate {
  id: number | string;
  text: string;
}

/**
 * What a register's generic screens ask the server, as one object: the engine's own calls by
 * default (`useGenericCalls`); a module whose spec fixes other calls (the volunteers' spec §3
 * `/swayamsevak/add`, `/update`, `/history`) hands its own to the same screens.
 */
export interface RegisterCalls {
  /** The form's values (as typed) added at a place. */
  add(values: Record<string, unknown>, locationId?: number): Promise<unknown>;
  /** The form's values saved over the version `current` was read at. */
  update(current: RaRecord, values: Record<string, unknown>): Promise<unknown>;
  history(id: number): Promise<HistorySnapshot[]>;
  /**
   * Their version after a 409 STALE, for the form to start again from; without it the list is
   * reloaded and the person opens the record anew (the spec's volunteer form).
   */
  reopen?(id: number | string): Promise<RaRecord>;
  /**
   * Asked before saving, the save waiting for the person to confirm (the volunteer form of
   * spec §2); registers without it warn while the fields are typed (`DuplicateWarning`).
   */
  duplicatesBeforeSave?(
    values: Record<string, unknown>,
    excludeId?: number,
  ): Promise<LikelyDuplicate[]>;
  /** A refusal's problems as sentences to show in the form (the spec's row errors), or null. */
  refusal?(error: unknown): string[] | null;
}

/** The engine's calls of a register: ra-data-simple-rest's create and update, its history. */
export function useGenericCalls(d: RegisterDeclaration): RegisterCalls {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useMemo(
    () => ({
      add: (values, locationId) =>
        dataProvider.create(d.name, {
          data: { ...declaredValues(d, values), location_id: locationId },
        }),
      update: (current, values) =>
        dataProvider.update(d.name, {
          id: current.id,
          data: declaredValues(d, values, true),
          previousData: current,
        }),
      reopen: async (id) => (await dataProvider.getOne(d.name, { id })).data,
      history: async (id) =>
        (await dataProvider.getEntityHistory(d.name, id)).map((s) => ({
          at: s.changed_at,
          by: s.changed_by_name,
          values: { ...s.data, location_id: s.place, place: s.place },
        })),
    }),
    [d, dataProvider],
  );
}
