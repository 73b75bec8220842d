import type { DataProvider, RaRecord, SortPayload } from 'react-admin';

/** Records fetched per call (the API's most). */
const PAGE = 1000;

/**
 * Every record of a register's list for `filter` (all pages, in `sort` order), saying after
 * each page how many arrived of how many.
 */
export async function fetchAllRecords(
  dataProvider: DataProvider,
  name: string,
  filter: Record<string, unknown>,
  sort: SortPayload,
  onProgress: (done: number, total: number) => void,
): Promise<RaRecord[]> {
  const records: RaRecord[] = [];
  for (let page = 1; ; page += 1) {
    const result = await dataProvider.getList(name, {
      filter,
      sort,
      pagination: { page, perPage: PAGE },
    });
    records.push(...result.data);
    onProgress(records.length, result.total ?? records.length);
    if (result.data.length < PAGE || records.length >= (result.total ?? 0)) return records;
  }
}
