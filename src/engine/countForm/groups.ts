import type { CountSubject } from '../../domain/engine';

/** The subjects by the place the screen groups them under (a unit's village), in listed order. */
export function groupSubjects(subjects: readonly CountSubject[]): CountSubject[][] {
  const groups = new Map<number, CountSubject[]>();
  for (const s of subjects) {
    groups.set(s.group.location_id, [...(groups.get(s.group.location_id) ?? []), s]);
  }
  return [...groups.values()];
}
