import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import {
  GATHERING_LEVELS,
  attendanceIssues,
  type AttendanceField,
  type PlaceRef,
} from '../../domain';
import { saveItems, unusualInSave, withCount } from './entry';
import type { SanghikQuery, SanghikRecord } from '../../domain/gatheringRecords';

const T = 'app.sanghikEntry';

/** The place check before a request: a translation key of the problem, or null. */
export function placeProblem(place: PlaceRef | null, levelKey: string): string | null {
  if (!place) return `${T}.noPlace`;
  return GATHERING_LEVELS.includes(place.level_id) ? null : `${T}.${levelKey}`;
}

const errorKey = (error: unknown, fallback: string): string => {
  const message = error instanceof Error ? error.message : '';
  return message.startsWith('app.error.') ? message : fallback;
};

/** Loading, editing and saving one month's attendance of the units under a place. */
export function useSanghikEntry() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [record, setRecord] = useState<SanghikRecord | null>(null);
  const [query, setQuery] = useState<SanghikQuery | null>(null);
  const [dirty, setDirty] = useState(false);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);

  const load = async (next: SanghikQuery) => {
    setLoading(true);
    try {
      setRecord(await dataProvider.getSanghik(next));
      setQuery(next);
      setDirty(false);
      setStale(false);
    } catch (error) {
      notify(errorKey(error, `${T}.loadFailed`), { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  const find = (place: PlaceRef | null, period: { year: string; month: number }) => {
    const problem = placeProblem(place, 'listLevel');
    if (problem) return notify(problem, { type: 'warning' });
    void load({ locationId: place!.location_id, ...period });
  };

  const change = (sankalpId: number, field: AttendanceField, value: number) => {
    setRecord((r) =>
      r
        ? {
            ...r,
            sankalp: r.sankalp.map((u) =>
              u.sankalp_id === sankalpId ? withCount(u, field, value) : u,
            ),
          }
        : r,
    );
    setDirty(true);
  };

  // unusual counts found when saving: the page asks once to confirm them (issue 15)
  const [confirming, setConfirming] = useState(0);

  const save = async (place: PlaceRef | null, confirmedUnusual = false) => {
    setConfirming(0);
    const problem = placeProblem(place, 'saveLevel');
    if (problem) return notify(problem, { type: 'warning' });
    if (!record || !query) return;
    const upstitiDataArray = saveItems(record.sankalp);
    if (!upstitiDataArray.length) return notify(`${T}.empty`, { type: 'warning' });
    if (record.sankalp.some((u) => attendanceIssues(u.sanghik_upstiti).length > 0)) {
      return notify(`${T}.overLimits`, { type: 'warning' });
    }
    const unusual = unusualInSave(record.sankalp);
    if (unusual > 0 && !confirmedUnusual) return setConfirming(unusual);
    setSaving(true);
    try {
      await dataProvider.saveSanghik({
        ...query,
        upstitiDataArray,
        version: record.version,
        ...(unusual > 0 ? { confirmedUnusual: true } : {}),
      });
      notify(`${T}.saved`, { type: 'success' });
      await load(query);
    } catch (error) {
      // someone saved the month since it was opened: the page offers to reopen it
      if (errorKey(error, '') === 'app.error.STALE') setStale(true);
      else notify(`${T}.saveFailed`, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const reload = () => (query ? load(query) : undefined);

  const keepChecking = () => setConfirming(0);

  return {
    record,
    dirty,
    loading,
    saving,
    stale,
    confirming,
    find,
    change,
    save,
    reload,
    keepChecking,
  };
}
