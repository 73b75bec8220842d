import type { PlaceProblem } from '../../domain/placeAdmin';

/** The first problem of each field, as useSimpleForm shows it (a parent's goes to the level). */
export function fieldErrorsOf(problems: readonly PlaceProblem[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of problems) {
    const field = p.field === 'parent' ? 'levelId' : p.field;
    out[field] ??= p.key;
  }
  return out;
}
