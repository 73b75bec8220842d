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

/** A row's problem as the server answers it, the row numbered as sent (index + 2). */
export interface UploadProblem {
  row?: number;
  field?: string;
  key?: string;
  args?: Record<string, string | number>;
  message: string;
}

/** An upload's calls: the dry run of the checked rows, then storing them (all or the good ones). */
export interface UploadCalls {
  check(
    locationId: number,
    rows: Record<string, unknown>[],
  ): Promise<{
    errors: UploadProblem[];
    /** Rows repeating a live record: the words' arguments of `upload.duplicate`. */
    duplicates: { row?: number; args: Record<string, unknown> }[];
  }>;
  store(
    locationId: number,
    rows: Record<string, unknown>[],
    onlyValid: boolean,
  ): Promise<{ count: number }>;
}

/**
 * What a register's generic screens ask the server, as one object: the engine's own calls by
 * default (`useGenericCalls`); a module package whose spec fixes other calls (spec §3) hands
 * its own to the same screens.
 */
export interface RegisterCalls {
  /** The form's values (as typed) added at a place. */
  add(values: Record<string, unknown>, locationId?: number): Promise<unknown>;
  /** The form's values saved over the version `current` was read at. */
  update(current: RaRecord, values: Record<string, unknown>): Promise<unknown>;
  history(id: number): Promise<HistorySnapshot[]>;
  upload: UploadCalls;
  /**
   * The list read through a resource of the data provider that answers the spec's own list
   * call, each row shown as the engine's record (`row`).
   */
  list?: { resource: string; row(record: RaRecord): RaRecord };
  /** One record read the same way (the spec's `GET /<name>/{id}`), for its details page. */
  one?: { resource: string; row(record: RaRecord): RaRecord };
  /**
   * Several rows (as typed) added at one place in one call, all or none (a spec call that adds
   * many); a register without it has no add-many screen.
   */
  addMany?(locationId: number, rows: Record<string, unknown>[]): Promise<unknown>;
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
  /**
   * The report's records of a place's subtree that the filters keep (only chosen ones given),
   * `onProgress` told as pages arrive; the engine's list call, a page at a time, by default.
   */
  report?(
    locationId: number,
    filters: Readonly<Record<string, readonly unknown[]>>,
    onProgress: (done: number, total: number) => void,
  ): Promise<Record<string, unknown>[]>;
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
      upload: {
        check: async (locationId, rows) => {
          const answer = await dataProvider.checkRegisterUpload(d.name, { locationId, rows });
          return {
            errors: answer.errors,
            duplicates: (answer.duplicates ?? []).map(({ row, place }) => ({
              row,
              args: { place },
            })),
          };
        },
        store: (locationId, rows, onlyValid) =>
          dataProvider.uploadRegister(d.name, { locationId, rows, onlyValid }),
      },
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
