import { useState, type Dispatch, type SetStateAction } from 'react';
import type { SaveConflict } from '../../domain/engine';

type Edits = Map<number, Record<string, unknown>>;

/**
 * The units a save found saved by someone else with other figures (issue 26, point 5): shown
 * until the user keeps, for each, their own figures (sent by the next save, at the version
 * stored now) or the stored ones (their edit dropped).
 */
export function useConflicts(setEdits: Dispatch<SetStateAction<Edits>>) {
  const [conflicts, setConflicts] = useState<SaveConflict[]>([]);
  const keep = (subjectId: number, mine: boolean) => {
    setConflicts((all) => all.filter((c) => c.subject_id !== subjectId));
    if (mine) return;
    setEdits((all) => {
      const next = new Map(all);
      next.delete(subjectId);
      return next;
    });
  };
  return { conflicts, setConflicts, keep };
}
