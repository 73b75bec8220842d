import { sql, type Kysely } from 'kysely';

/**
 * A submitted period returned with a reason (issue 46): the approver's reason, who and when, on
 * each expected place whose submission it cleared (until that place submits again), and every
 * step's reason in the period's history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table period_status add column returned_reason text,
      add column returned_by integer references app_user (user_id),
      add column returned_at timestamptz`.execute(db);
  await sql`alter table period_event add column reason text`.execute(db);
  await sql`alter table period_event drop constraint period_event_action_check`.execute(db);
  await sql`
    alter table period_event add constraint period_event_action_check
      check (action in ('submitted', 'withdrawn', 'approved', 'unapproved', 'returned'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from period_event where action = 'returned'`.execute(db);
  await sql`alter table period_event drop constraint period_event_action_check`.execute(db);
  await sql`
    alter table period_event add constraint period_event_action_check
      check (action in ('submitted', 'withdrawn', 'approved', 'unapproved'))`.execute(db);
  await sql`alter table period_event drop column reason`.execute(db);
  await sql`
    alter table period_status drop column returned_reason, drop column returned_by,
      drop column returned_at`.execute(db);
}
