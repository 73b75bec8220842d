import { sql, type Kysely } from 'kysely';
import {
  EKAK_SUB_TYPES,
  UNIT_STATUSES,
  type UnitCounts,
  type UnitStatus,
  type UnitSummaryChild,
} from '../../../src/domain/modules/gathering';
import type { Database } from '../../db/schema';

type StatusCounts = UnitCounts['by_status'];
type SummaryCounts = UnitCounts;
type ChildSummary = UnitSummaryChild;

interface GroupRow {
  location_id: number;
  localized_name: string;
  name_suffix: string;
  ekak_sub_type_id: number | null;
  status: UnitStatus | null;
  n: number;
}

export const emptyCounts = (): SummaryCounts => ({
  by_sub_type: Object.fromEntries(EKAK_SUB_TYPES.map((s) => [s.ekak_sub_type_id, 0])),
  by_status: Object.fromEntries(UNIT_STATUSES.map((s) => [s, 0])) as StatusCounts,
});

function add(into: SummaryCounts, row: GroupRow): void {
  if (row.status === null || row.ekak_sub_type_id === null) return;
  into.by_status[row.status] += row.n;
  if (row.status === 'active') {
    into.by_sub_type[row.ekak_sub_type_id] = (into.by_sub_type[row.ekak_sub_type_id] ?? 0) + row.n;
  }
}

/** Unit counts per child place of a place, each over the child's whole subtree. */
export function unitSummaryRepository(db: Kysely<Database>) {
  return {
    async childCounts(parentId: number): Promise<ChildSummary[]> {
      const { rows } = await sql<GroupRow>`
        select c.location_id, c.localized_name, c.name_suffix,
               u.ekak_sub_type_id, u.status, count(u.sankalp_id)::int as n
        from location c
        left join (sankalp u join location l on l.location_id = u.location_id)
          on l.path like c.path || '%' and u.deleted_at is null
        where c.parent_id = ${parentId}
        group by c.location_id, c.localized_name, c.name_suffix, u.ekak_sub_type_id, u.status
        order by c.localized_name collate "C", c.location_id`.execute(db);
      const children = new Map<number, ChildSummary>();
      for (const row of rows) {
        const { location_id, localized_name, name_suffix } = row;
        let child = children.get(location_id);
        if (!child) {
          child = { location_id, localized_name, name_suffix, ...emptyCounts() };
          children.set(location_id, child);
        }
        add(child, row);
      }
      return [...children.values()];
    },
  };
}

/** The sums of the children's counts. */
export function totalsOf(children: readonly SummaryCounts[]): SummaryCounts {
  const totals = emptyCounts();
  for (const child of children) {
    for (const [k, n] of Object.entries(child.by_sub_type)) totals.by_sub_type[Number(k)] += n;
    for (const s of UNIT_STATUSES) totals.by_status[s] += child.by_status[s];
  }
  return totals;
}
