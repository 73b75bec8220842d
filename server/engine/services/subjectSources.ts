import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { CountFormDeclaration } from '../../../src/domain/engine';
import { kindsCovering } from '../../../src/domain/report';
import type { SubjectKindName } from '../../../src/domain/subjects';
import type { Database } from '../../db/schema';
import type { CountPeriod, CountSubjectRow, MonthRef } from '../repositories/countRecords';
import type { PlaceRow } from '../../repositories/locations';
import { slot } from '../slot';

/** A subject a save names: where it is, its sub-type, whether the form may hold it. */
export interface Target {
  subject_id: number;
  name: string;
  location_id: number;
  path: string;
  sub_type_id: number | null;
  /** Active in the period: a unit designated in its month or already saved for it; a place. */
  open: boolean;
}

/** Where a form's subjects' records are and how they join (the form's store). */
type Join = (
  d: CountFormDeclaration,
  p: CountPeriod,
  m: MonthRef,
  subject: string,
) => RawBuilder<unknown>;

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The server's half of a subject kind (src/domain/subjects.ts): how its subjects are listed for
 * an entry place, which of a save's ids it may write, how a save locks them, and what a
 * roll-up report counts them against.
 */
export interface SubjectSource {
  list(
    app: FastifyInstance,
    join: Join,
    d: CountFormDeclaration,
    place: PlaceRow,
    period: CountPeriod,
    month: MonthRef,
  ): Promise<CountSubjectRow[]>;
  /** Of `ids`, the live subjects the form may hold (a unit anywhere, a place of its levels). */
  targets(
    db: Db,
    join: Join,
    d: CountFormDeclaration,
    period: CountPeriod,
    month: MonthRef,
    ids: readonly number[],
  ): Promise<Target[]>;
  lock(trx: Transaction<Database>, ids: readonly number[]): Promise<void>;
  /** A query of the ids of the subjects at or under a place (`subject_id`), when it has one. */
  idsBelow?(d: CountFormDeclaration, place: PlaceRow): RawBuilder<unknown>;
  eligible(
    app: FastifyInstance,
    d: CountFormDeclaration,
    children: readonly PlaceRow[],
    period: { year: string; monthNumber: number },
  ): Promise<Map<number, number>>;
}

/** Places of the form's levels: the engine's own subjects. */
const placeSource: SubjectSource = {
  list: (app, join, d, place, period, month) =>
    app.repos.countRecords.placeSubjects(join(d, period, month, 'l.location_id'), d, place),
  async targets(db, _join, d, _period, _month, ids) {
    const { rows } = await sql<Target>`
        select l.location_id as subject_id, l.localized_name as name, l.location_id, l.path,
          null::int as sub_type_id, true as open
        from location l
        where l.location_id in (${sql.join(ids)})
          and l.level_id in (${sql.join(d.placeLevels)})`.execute(db);
    return rows;
  },
  lock: async () => undefined,
  idsBelow: (d, place) => sql`
    select location_id as subject_id from location
    where path like ${`${place.path}%`} and level_id in (${sql.join(d.placeLevels)})`,
  eligible(app, d, children) {
    const repo = app.repos.countReports;
    const kinds = kindsCovering(d.placeLevels);
    const ids = children.map((c) => c.location_id);
    return kinds ? repo.kindTotals(ids, kinds) : repo.levelCounts(children, d.placeLevels);
  },
};

/** The subject sources module packages plug in, by a subject kind's name. */
export const SUBJECT_SOURCES = slot<SubjectSource>('subject source');

/** The server's half of a form's subject kind: the engine's places, or a module's. */
export const subjectSourceOf = (kind: SubjectKindName): SubjectSource =>
  kind === 'place' ? placeSource : SUBJECT_SOURCES.get(kind);
