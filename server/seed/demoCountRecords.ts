import type { Transaction } from 'kysely';
import { contribution, fieldsFor, type CountFormDeclaration } from '../../src/domain/engine';
import { COUNT_FORMS } from '../../src/domain/modules';
import {
  calendarYearOf,
  financialYearStart,
  formatFinancialYear,
  isoDate,
} from '../../src/domain/modules/gathering';
import { isWithinPath } from '../../src/domain/geo';
import { SUFFIX } from '../../src/domain/levels';
import { PERIOD_AXES } from '../../src/domain/periods';
import type { SubjectKindName } from '../../src/domain/subjects';
import type { Database } from '../db/schema';

interface Subject {
  subject_id: number;
  location_id: number;
  path: string;
  sub_type: number | null;
}

/** A small count that looks typed by hand, the same on every run. */
const count = (seed: number, max: number) => ((seed * 7919) % 97) % max;

/** Values of every field a subject shows (counts by seed, the festival day when one is given). */
function valuesOf(d: CountFormDeclaration, s: Subject, seed: number, heldOn?: string) {
  const values: Record<string, unknown> = {};
  for (const f of fieldsFor(d, s.sub_type ?? undefined)) {
    if (f.type === 'date') values[f.name] = heldOn ?? null;
    else if (f.type === 'flag') values[f.name] = seed % 4 !== 0;
    else values[f.name] = count(seed + f.name.length, Math.min(f.max ?? 100, 60));
  }
  return values;
}

/** The subjects of every kind, as the demo seeds them (live active units; places of the levels). */
const SEED_SUBJECTS: Record<
  SubjectKindName,
  (trx: Transaction<Database>, d: CountFormDeclaration) => Promise<Subject[]>
> = {
  unit: (trx) =>
    trx
      .selectFrom('sankalp as u')
      .innerJoin('location as l', 'l.location_id', 'u.location_id')
      .select([
        'u.sankalp_id as subject_id',
        'l.location_id',
        'l.path',
        'u.ekak_sub_type_id as sub_type',
      ])
      .where('u.deleted_at', 'is', null)
      .where('u.status', '=', 'active')
      .execute(),
  place: async (trx, d) => {
    const rows = await trx
      .selectFrom('location')
      .select(['location_id as subject_id', 'location_id', 'path'])
      .where('level_id', 'in', [...d.placeLevels])
      .execute();
    return rows.map((r) => ({ ...r, sub_type: null }));
  },
};

/**
 * Records of every count form for the previous financial year everywhere, and for the current
 * one (festivals already held) at the भाग पुणे side of the tree only — so a district of the
 * other side starts the year empty (the journeys enter its figures). Returns how many.
 */
export async function seedDemoCounts(
  trx: Transaction<Database>,
  today = new Date(),
): Promise<number> {
  if (await trx.selectFrom('count_record').select('id').limit(1).executeTakeFirst()) return 0;
  const start = financialYearStart(today);
  const bhag = await trx
    .selectFrom('location')
    .select('path')
    .where('name_suffix', '=', SUFFIX.BHAG)
    .orderBy('location_id')
    .executeTakeFirst();
  const rows = [];
  for (const d of COUNT_FORMS) {
    const subjects = await SEED_SUBJECTS[d.subject](trx, d);
    const parts = d.axis ? PERIOD_AXES[d.axis] : [{ code: '', month: 3 }];
    for (const [back, year] of [1, 0].map((b) => [b, formatFinancialYear(start - b)] as const)) {
      for (const [i, part] of parts.entries()) {
        const held = new Date(calendarYearOf(start - back, part.month), part.month - 1, 15);
        // a part of the year (a festival) is entered once it was held
        if (back === 0 && d.axis && held > today) continue;
        for (const s of subjects) {
          if (back === 0 && !(bhag && isWithinPath(s.path, bhag.path))) continue;
          const seed = s.subject_id * 13 + i * 5 + back;
          const data = valuesOf(d, s, seed, d.axis ? isoDate(held) : undefined);
          rows.push({
            entity: d.name,
            year,
            part: part.code,
            subject_id: s.subject_id,
            location_id: s.location_id,
            location_path: s.path,
            data: JSON.stringify(data),
            sums: JSON.stringify(contribution(d, data)),
            version: 1,
            saved_at: today,
          });
        }
      }
    }
  }
  for (let i = 0; i < rows.length; i += 1000)
    await trx
      .insertInto('count_record')
      .values(rows.slice(i, i + 1000))
      .execute();
  return rows.length;
}
