// Issue 47's goal: one month's reminders for every entry place of the state-scale data planned,
// queued and sent (in-app messages) ≤ 60 s, and ≤ 2× the bare SQL that lists each step's pending
// offices and inserts their messages in one statement (same run, same steps).
import { sql } from 'kysely';
import { clockNow } from '../../src/domain/clock';
import { codeCountForms, expectedLevel } from '../../src/domain/engine';
import { LEVEL } from '../../src/domain/levels';
import { planReminders } from '../../server/engine/services/reminders';
import { benchApp, largeDatabase } from './benchApp';
import { goal, ratio } from './goals';
import { printTable } from './measure';

const RUNS = 3;

export async function benchReminders(label: string, url?: string) {
  const db = await largeDatabase(url);
  const { app } = await benchApp(db);
  const k = db.kysely;
  // an office at every entry place, as the state would have (kept: the data is not reset)
  await sql`
    insert into app_user (firebase_uid, email, name, level_id, location_id, writeallowed, status)
    select 'bench-office-' || l.location_id, 'bench-office-' || l.location_id || '@demo.test',
      'कार्यालय', l.level_id, l.location_id, true, 'active'
    from location l
    where l.level_id = ${LEVEL.UPKHAND} and l.closed_on is null
      and not exists (select 1 from app_user u where u.location_id = l.location_id)`.execute(k);
  await sql`create temporary table if not exists bench_inbox (
      user_id int, key text, title text, body text, link text)`.execute(k);

  const ours: number[] = [];
  const bare: number[] = [];
  let steps: { form: string; year: string; part: string; offset: number }[] = [];
  let messages = 0;
  for (let run = 0; run < RUNS; run += 1) {
    await sql`delete from job where kind in ('reminder', 'email', 'push')`.execute(k);
    await sql`delete from inbox_message where key like 'reminder:%'`.execute(k);
    let t0 = performance.now();
    await planReminders(k, clockNow(), codeCountForms());
    while ((await app.jobs.runDue()) > 0);
    ours.push(performance.now() - t0);
    const { rows } = await sql<{ payload: (typeof steps)[number] }>`
      select payload from job where kind = 'reminder' and state = 'done'`.execute(k);
    steps = rows.map((r) => r.payload);
    messages = Number(
      (
        await sql<{ n: number }>`
          select count(*)::int as n from inbox_message where key like 'reminder:%'`.execute(k)
      ).rows[0]!.n,
    );

    await sql`truncate bench_inbox`.execute(k);
    t0 = performance.now();
    for (const step of steps) {
      const d = codeCountForms().find((f) => f.name === step.form)!;
      await sql`
        insert into bench_inbox (user_id, key, title, body, link)
        select u.user_id, ${`${step.form}:${step.year}:${step.part}:${step.offset}`} || ':' || l.location_id,
          'title', 'body ' || l.localized_name, '/link'
        from location l join app_user u on u.location_id = l.location_id and u.status = 'active'
        where l.level_id = ${expectedLevel(d)} and l.closed_on is null
          and not exists (
            select 1 from period_status s
            where s.module = ${step.form} and s.year = ${step.year} and s.part = ${step.part}
              and s.location_id = l.location_id and s.submitted_on is not null)`.execute(k);
    }
    bare.push(performance.now() - t0);
  }
  const best = (t: number[]) => Math.min(...t);
  printTable(`${label}: one month's reminders, ${steps.length} steps, ${messages} messages`, [
    {
      name: 'planned, queued and sent by the job runner',
      p50: best(ours),
      p95: Math.max(...ours),
      runs: RUNS,
    },
    {
      name: 'bare SQL: pending offices and one insert per step',
      p50: best(bare),
      p95: Math.max(...bare),
      runs: RUNS,
    },
  ]);
  goal(
    `${label} a month's reminders for every entry place ≤ 60 s and ≤ 2× the bare SQL (best of ${RUNS})`,
    best(ours) <= 60_000 && best(ours) <= 2 * best(bare),
    `${(best(ours) / 1000).toFixed(2)} s against ${(best(bare) / 1000).toFixed(2)} s (${ratio(best(ours), best(bare))}), ${steps.length} steps, ${messages} messages`,
  );
  await app.close();
  await db.close();
}
