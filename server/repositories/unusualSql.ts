import { sql, type RawBuilder } from 'kysely';

/** Whether a unit below `path` has confirmed-unusual counts in the month (issue 15). */
export const unusualUnder = (
  path: RawBuilder<unknown>,
  year: string,
  month: number,
) => sql<boolean>`
  exists (select 1 from sanghik_upstiti a
    join sankalp su on su.sankalp_id = a.sankalp_id
    join location ul on ul.location_id = su.location_id
    where a.year = ${year} and a.month = ${month} and a.unusual_confirmed
      and left(ul.path, length(${path})) = ${path})`;
