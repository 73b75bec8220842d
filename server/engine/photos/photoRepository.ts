import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { KeptPhoto } from './photoImage';

/** A kept photo's bookkeeping: who sent it, what it was, the record that holds it and where. */
export interface PhotoRow {
  id: string;
  content_type: string;
  sha256: string;
  uploaded_by: number | null;
  entity: string | null;
  record_id: number | null;
  /** The holding record's place path (null while no record holds it). */
  record_path: string | null;
}

/** The photos' SQL (issue 50): one table every instance reads; the bytes read only to serve. */
export function photoRepository(db: Kysely<Database>) {
  return {
    /** The photo's bookkeeping, with its record's place as the record is now. */
    async find(id: string): Promise<PhotoRow | undefined> {
      const { rows } = await sql<PhotoRow>`
        select p.id, p.content_type, p.sha256, p.uploaded_by, p.entity, p.record_id,
          r.location_path as record_path
        from photo p left join entity_record r on r.id = p.record_id
        where p.id = ${id}::uuid`.execute(db);
      return rows[0];
    },

    /** Keeps a new photo; false when one of that id was there already (a resend, or a race). */
    async insert(id: string, photo: KeptPhoto, userId: number): Promise<boolean> {
      const { rows } = await sql<{ id: string }>`
        insert into photo (id, content_type, bytes, thumb, width, height, sha256, uploaded_by)
        values (${id}::uuid, ${photo.type}, ${photo.bytes}, ${photo.thumb}, ${photo.width},
          ${photo.height}, ${photo.sha256}, ${userId})
        on conflict (id) do nothing
        returning id`.execute(db);
      return rows.length > 0;
    },

    /** The bytes to serve: the photo, or its thumbnail. */
    async bytes(id: string, size: 'full' | 'thumb'): Promise<Uint8Array | undefined> {
      const column = size === 'thumb' ? sql.ref('thumb') : sql.ref('bytes');
      const { rows } = await sql<{ bytes: Uint8Array }>`
        select ${column} as bytes from photo where id = ${id}::uuid`.execute(db);
      return rows[0]?.bytes;
    },
  };
}

export type PhotoRepository = ReturnType<typeof photoRepository>;

/**
 * The photos a record's save names, locked: each must be held by this record already or be a
 * photo its saver sent and no record holds yet. Returns the ids that are not so.
 */
export async function unusablePhotos(
  trx: Kysely<Database>,
  ids: readonly string[],
  recordId: number | null,
  userId: number,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: string; record_id: number | null; uploaded_by: number | null }>`
    select id::text, record_id, uploaded_by from photo
    where id = any(${[...ids]}::uuid[]) for update`.execute(trx);
  const found = new Map(rows.map((r) => [r.id, r]));
  return ids.filter((id) => {
    const row = found.get(id);
    if (!row) return true;
    return row.record_id === null ? row.uploaded_by !== userId : row.record_id !== recordId;
  });
}

/** The record holds exactly these photos: named ones attached, ones no longer named deleted. */
export async function holdPhotos(
  trx: Kysely<Database>,
  entity: string,
  recordId: number,
  ids: readonly string[],
): Promise<void> {
  await sql`
    delete from photo where record_id = ${recordId}
      and not (id = any(${[...ids]}::uuid[]))`.execute(trx);
  if (ids.length)
    await sql`
      update photo set entity = ${entity}, record_id = ${recordId}
      where id = any(${[...ids]}::uuid[])`.execute(trx);
}
