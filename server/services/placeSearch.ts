import { placeLabel, type PlaceSearchHit } from '../../src/domain/geo';
import type { LocationsRepository } from '../repositories/locations';
import { idsOfPath } from './geoTree';

/**
 * Places under `rootPath` whose name contains `text`, each with the labels of its ancestors
 * from the root down to its parent (two queries whatever the number of hits).
 */
export async function searchPlaces(
  locations: LocationsRepository,
  rootPath: string,
  text: string,
  limit: number,
  withClosed = false,
): Promise<PlaceSearchHit[]> {
  const hits = await locations.searchByName(rootPath, text, limit, withClosed);
  const skip = idsOfPath(rootPath).length - 1;
  const ancestorIdsOf = (path: string) => idsOfPath(path).slice(skip, -1);
  const ancestorIds = new Set(hits.flatMap((hit) => ancestorIdsOf(hit.path)));
  const labels = new Map(
    (await locations.findByIds([...ancestorIds])).map((p) => [p.location_id, placeLabel(p)]),
  );
  return hits.map((hit) => ({
    location_id: hit.location_id,
    level_id: hit.level_id,
    localized_name: hit.localized_name,
    name_suffix: hit.name_suffix,
    ancestors: ancestorIdsOf(hit.path).map((id) => labels.get(id) ?? ''),
  }));
}
