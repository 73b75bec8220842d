import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { API_ERROR } from '../../../src/domain/apiErrors';
import {
  countPeriodKind,
  type CountFormDeclaration,
  type CountPeriodBody,
} from '../../../src/domain/engine';
import { isWithinPath } from '../../../src/domain/geo';
import { badRequest, forbidden, notFound } from '../../appError';
import type { SignedInUser } from '../../plugins/auth';
import { writeTransaction } from '../../rollups/treeLock';
import { periodOf } from './countPeriod';
import { storeOf } from './countStores';
import { subjectSourceOf } from './subjectSources';

/** The office above's note on an item: its comment and follow-up (issue 48 §2). */
export async function noteCheck(
  app: FastifyInstance,
  d: CountFormDeclaration,
  user: Pick<SignedInUser, 'path' | 'user_id'>,
  body: CountPeriodBody & { subjectId: number; check: string; comment: string; status: string },
): Promise<void> {
  const db = app.database.kysely;
  const { period, month } = periodOf(countPeriodKind(d), body);
  const [target] = await subjectSourceOf(d.subject).targets(
    db,
    storeOf(d).recordJoin,
    d,
    period,
    month,
    [body.subjectId],
  );
  if (!target) throw notFound('no such subject');
  if (!isWithinPath(target.path, user.path))
    throw forbidden(API_ERROR.OUT_OF_SCOPE, 'the subject is outside your area');
  if (!(d.checks ?? []).some((c) => c.message === body.check))
    throw badRequest(`${d.name} has no check ${body.check}`);
  await writeTransaction(db, (trx) =>
    sql`
      insert into check_note (entity, year, part, subject_id, location_id, location_path,
        check_message, comment, status, noted_by)
      values (${d.name}, ${period.year}, ${period.part}, ${body.subjectId}, ${target.location_id},
        ${target.path}, ${body.check}, ${body.comment.trim()}, ${body.status}, ${user.user_id})
      on conflict (entity, year, part, subject_id, check_message) do update
        set comment = excluded.comment, status = excluded.status, noted_by = excluded.noted_by,
          noted_at = now()`.execute(trx),
  );
}
