import type { Kysely } from 'kysely';
import type {
  CategoryNode,
  NamedItem,
  OccupationNode,
  ResponsibilityLevelNode,
  VolunteerReference,
} from '../../src/domain/modules/volunteers/reference';
import type { Database } from '../db/schema';
import { REFERENCE_KINDS } from '../db/volunteerSchema';

interface ItemRow extends NamedItem {
  kind: string;
  parent_id: number | null;
}

const named = ({ id, localized_name }: ItemRow): NamedItem => ({ id, localized_name });

/** Nests the rows of `kinds` (one per depth) under the children key of each depth. */
function nest(rows: ItemRow[], kinds: readonly string[], keys: readonly string[]) {
  const build = (depth: number, parentId: number | null): object[] =>
    rows
      .filter((r) => r.kind === kinds[depth] && r.parent_id === parentId)
      .map((r) =>
        depth < keys.length ? { ...named(r), [keys[depth]]: build(depth + 1, r.id) } : named(r),
      );
  return build(0, null);
}

/** The reference lists of spec §3, shaped as the §7 metadata calls answer them. */
export function referenceDataRepository(db: Kysely<Database>) {
  const rowsOf = (kinds: readonly string[]): Promise<ItemRow[]> =>
    db
      .selectFrom('reference_item')
      .select(['id', 'kind', 'parent_id', 'localized_name'])
      .where('kind', 'in', kinds)
      .orderBy('sort')
      .orderBy('id')
      .execute();

  const tree = async (kinds: readonly string[], keys: readonly string[]) =>
    nest(await rowsOf(kinds), kinds, keys);

  const repo = {
    occupations: async () =>
      (await tree(REFERENCE_KINDS.occupation, [
        'VyavasayKshetras',
        'vyavasay_tapshils',
      ])) as OccupationNode[],
    categories: async () => (await tree(REFERENCE_KINDS.category, ['khateData'])) as CategoryNode[],
    responsibilityLevels: async () =>
      (await tree(REFERENCE_KINDS.responsibility, ['dayitvaData'])) as ResponsibilityLevelNode[],
    trainings: async () => (await tree(REFERENCE_KINDS.training, [])) as NamedItem[],
    bloodGroups: async () => (await tree(REFERENCE_KINDS.bloodGroup, [])) as NamedItem[],

    /** Everything a volunteer row is validated against. */
    async catalogueLists(): Promise<VolunteerReference> {
      const [occupations, categories, responsibilityLevels, trainings] = await Promise.all([
        repo.occupations(),
        repo.categories(),
        repo.responsibilityLevels(),
        repo.trainings(),
      ]);
      return { occupations, categories, responsibilityLevels, trainings };
    },
  };
  return repo;
}

export type ReferenceDataRepository = ReturnType<typeof referenceDataRepository>;
