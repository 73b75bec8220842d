import type { GeoNode } from '../../src/domain/geo';
import type { PlaceRow, PlaceWithChildCount } from '../repositories/locations';

export const idsOfPath = (path: string): number[] => path.split('/').filter(Boolean).map(Number);

export function toGeoNode(row: PlaceWithChildCount, withClosed = false): GeoNode {
  return {
    ...(withClosed ? { closed_on: row.closed_on } : {}),
    location_id: row.location_id,
    level_id: row.level_id,
    level: { level_id: row.level_id },
    localized_name: row.localized_name,
    name_suffix: row.name_suffix,
    parent_id: row.parent_id,
    child_count: row.child_count,
  };
}

/**
 * Nests the rows of one subtree query (parents first, siblings in order) under `root`.
 * Nodes less than `depth` levels below the root get their `children` (all when undefined);
 * asked `withClosed`, each says when it closed.
 */
export function assembleTree(
  root: PlaceRow,
  rows: readonly PlaceWithChildCount[],
  depth?: number,
  withClosed = false,
): GeoNode | undefined {
  const rootIds = idsOfPath(root.path).length;
  const nodes = new Map<number, GeoNode>();
  for (const row of rows) {
    const node = toGeoNode(row, withClosed);
    if (depth === undefined || idsOfPath(row.path).length < rootIds + depth) node.children = [];
    nodes.set(row.location_id, node);
    if (row.location_id !== root.location_id && row.parent_id !== null) {
      nodes.get(row.parent_id)?.children?.push(node);
    }
  }
  return nodes.get(root.location_id);
}
