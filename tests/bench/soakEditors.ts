// The two kinds of editor the soak runs: a gathering editor (read the month, change some units,
// save with the version read) and a festival editor (the same with उत्सव नोंदणी records, each
// carrying its own version). Both answer through `post`, which times and counts every call.
import { todayIso } from '../../src/domain/dates';
import { FESTIVALS, fieldsFor } from '../../src/domain/engine';
import { countFormByName } from '../../src/domain/modules';

const utsav = countFormByName('utsav')!;

export type Post = (
  path: string,
  body: object,
) => Promise<{ status: number; json: Record<string, unknown> }>;
export type Count = (key: string) => void;
/** A record a save says it wrote (or found holding its figures) from the version it read. */
export type Claim = (record: string, version: number, values: string) => void;
interface Period {
  /** financial year, e.g. 2026-27 */
  year: string;
  month: number;
}

/**
 * A save's figures and whether it confirms them: half the saves draw figures the plausibility
 * rules never question (each count under 10: never 20 above a median, never over twice a
 * village's register of 20), the other half draw up to `high` and confirm them as a person
 * does after "तपासले, बरोबर आहे" (issue 15; unconfirmed they are refused with 400).
 */
function drawFor(rnd: () => number) {
  const plausible = rnd() < 0.5;
  return {
    count: (high: number) => Math.floor(rnd() * (plausible ? Math.min(high, 10) : high)),
    confirmedUnusual: !plausible,
  };
}

/** A repeatable random sequence in [0, 1) for editor `n`. */
function randomFor(n: number) {
  let seed = n + 1;
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

export async function gatheringEditor(
  post: Post,
  count: Count,
  locationId: number,
  n: number,
  period: Period,
  until: number,
) {
  const rnd = randomFor(n);
  while (performance.now() < until) {
    const list = await post('/sanghik/list', { locationId, ...period });
    count(`list ${list.status}`);
    const units = (list.json.sankalp as { sankalp_id: number }[] | undefined) ?? [];
    const chosen = units.filter(() => rnd() < 0.6);
    if (chosen.length === 0) continue;
    const draw = drawFor(rnd);
    const save = await post('/sanghik/add', {
      locationId,
      ...period,
      version: list.json.version,
      confirmedUnusual: draw.confirmedUnusual,
      upstitiDataArray: chosen.map((u) => ({
        sankalp_id: u.sankalp_id,
        sanghik_upstiti: {
          praudh: draw.count(30),
          tarun_vyavasayi: draw.count(30),
          maha_vidyarthi: draw.count(30),
          baal: draw.count(30),
          shishu: draw.count(10),
        },
      })),
    });
    count(`save ${save.status}`);
  }
}

interface Subject {
  subject_id: number;
  ekak_sub_type_id: number;
  version: number;
}

export async function festivalEditor(
  post: Post,
  count: Count,
  locationId: number,
  n: number,
  period: Period,
  until: number,
  claim: Claim,
) {
  const rnd = randomFor(n);
  const heldOn = todayIso();
  while (performance.now() < until) {
    const festival = FESTIVALS[Math.floor(rnd() * FESTIVALS.length)]!.code;
    const body = { locationId, year: period.year, festival };
    const list = await post('/utsav/list', body);
    count(`utsav list ${list.status}`);
    const subjects = (list.json.subjects as Subject[] | undefined) ?? [];
    const chosen = subjects.filter(() => rnd() < 0.6);
    if (chosen.length === 0) continue;
    const draw = drawFor(rnd);
    const records = chosen.map((s) => {
      const values: Record<string, unknown> = {};
      for (const f of fieldsFor(utsav, s.ekak_sub_type_id))
        values[f.name] = f.type === 'date' ? heldOn : draw.count(40);
      // an editor who knows the figures gives the reason उत्सव नोंदणी's warning may ask
      const reasons = { grewFast: 'आकडे तपासले' };
      return { subject_id: s.subject_id, version: s.version, values, reasons };
    });
    const save = await post('/utsav/save', {
      ...body,
      confirmedUnusual: draw.confirmedUnusual,
      records,
    });
    count(`utsav save ${save.status}`);
    // the records it saved: all on 200; on a 409 with conflicts, all but those (issue 26)
    const refused = new Set(
      ((save.json.conflicts as { subject_id: number }[] | undefined) ?? []).map(
        (c) => c.subject_id,
      ),
    );
    if (save.status === 200 || refused.size > 0)
      for (const r of records.filter((r) => !refused.has(r.subject_id)))
        claim(`${festival}:${r.subject_id}`, r.version, JSON.stringify(r.values));
  }
}
