import { sql } from 'kysely';
import {
  expectedLevel,
  fieldsFor,
  policyOf,
  type CountFormDeclaration,
} from '../../src/domain/engine';
import { COUNT_FORMS } from '../../src/domain/modules';
import { checksum } from './support/checksum';
import { countCallPath, periodNow } from './support/countBodies';
import { campaignReturn } from './support/definitions';
import { progressOracle } from './support/progressOracle';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

/**
 * The month's cycle for every count form with approval (issue 46), on both databases: a record
 * saved counts its place as saved, the entry office submits, the office above approves, the
 * approved figures are refused (409 PERIOD_APPROVED, no row changed), the approval is taken back
 * and the figures take entry again; the kept progress equals a count of the raw rows throughout.
 * The gathering's own walk is periodApproval.test.ts; here every other form, and a return made
 * in the browser.
 */
let t: TestApp;
let paud: number;
let root: number;
let vibhag: number;

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  paud = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड']);
  root = await placeId(t.db, []);
  vibhag = await placeId(t.db, ['पुणे']);
  const copy = campaignReturn('sampark-2027');
  expect((await post('/modules', 'admin', copy)).statusCode).toBe(201);
  expect((await post('/modules/sampark-2027/publish', 'admin', {})).statusCode).toBe(200);
});
afterAll(() => t.close());

/** The demo offices' names, as a step's "who" says them. */
const NAMES: Record<string, string> = { taluka: 'तालुका कार्यालय', admin: 'प्रशासक' };

const post = (url: string, as: string, payload: object) =>
  t.call({ method: 'POST', url: `${API}${url}`, as, payload });

/** Where a form is entered and approved: an उपखंड under its तालुका, or a विभाग under the root. */
function rolesOf(d: CountFormDeclaration) {
  if (!d.entryLevels.includes(8))
    return { entry: 'admin', approver: 'admin', place: vibhag, parent: root };
  const entry = d.access.userLevels?.includes(8) === false ? 'taluka' : 'upkhand';
  return { entry, approver: 'taluka', place: paud, parent: undefined };
}

const WITH_APPROVAL = COUNT_FORMS.filter((d) => d.name !== 'sanghik' && policyOf(d).approval);

describe.each([
  ...WITH_APPROVAL.map((d) => [d.name, d] as const),
  ['sampark-2027 (made in the browser)', { ...campaignReturn('sampark-2027') }] as const,
])('%s', (_name, form) => {
  const d = form as unknown as CountFormDeclaration;
  const at = () => ({ locationId: rolesOf(d).place, ...periodNow(d) });
  const call = (name: string) => `/${d.name}/${name}`;
  const key = () => {
    const p = periodNow(d) as Record<string, unknown>;
    return { module: d.name, year: String(p.year), part: String(p.festival ?? p.month ?? '') };
  };
  const expectOracle = async () => {
    const { kept, counted } = await progressOracle(t.db.kysely, key(), expectedLevel(d));
    expect(kept).toEqual(counted);
  };
  const approvalsAbove = async () => {
    const { approver, place, parent } = rolesOf(d);
    const above =
      parent ??
      (
        await t.db.kysely
          .selectFrom('location')
          .select('parent_id')
          .where('location_id', '=', place)
          .executeTakeFirstOrThrow()
      ).parent_id!;
    const v = (await post(call('approvals'), approver, { ...at(), locationId: above })).json();
    return v.children.find((c: { location_id: number }) => c.location_id === place);
  };
  const saveOne = async (value: number) => {
    const { entry } = rolesOf(d);
    const sheet = (await post(countCallPath(d, 'list'), entry, at())).json();
    const subject = sheet.subjects[0];
    const shown = fieldsFor(d, subject.ekak_sub_type_id ?? undefined);
    const field = shown.find((f) => f.type === 'count') ?? shown[0]!;
    return post(countCallPath(d, 'save'), entry, {
      ...at(),
      confirmedUnusual: true,
      records: [
        {
          subject_id: subject.subject_id,
          version: subject.version,
          values: { [field.name]: field.type === 'count' ? value : value > 0 },
        },
      ],
    });
  };

  /** Expected places under the entry place with a saved record of the period, from the raw rows. */
  const savedCounted = async () => {
    const k = key();
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from location e, location p
      where p.location_id = ${rolesOf(d).place} and e.path like p.path || '%'
        and e.level_id = ${expectedLevel(d)} and e.closed_on is null and exists (
          select 1 from count_record r where r.entity = ${k.module} and r.year = ${k.year}
            and r.part = ${k.part} and r.saved_at is not null and r.location_path like e.path || '%')`.execute(
      t.db.kysely,
    );
    return rows[0]!.n;
  };

  it('a saved record counts its place as saved; the entry office submits the period', async () => {
    const before = (await approvalsAbove()).progress;
    expect(before).toMatchObject({ saved: await savedCounted(), submitted: 0 });
    expect((await saveOne(2)).statusCode).toBe(200);
    const saved = await savedCounted();
    expect(saved).toBeGreaterThan(0);
    expect((await approvalsAbove()).progress).toMatchObject({ saved, submitted: 0 });
    const sent = await post(call('submit'), rolesOf(d).entry, at());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ submitted: true });
    expect(await approvalsAbove()).toMatchObject({ state: 'ready', progress: { saved } });
    await expectOracle();
  });

  it('the office above returns it with a reason; the sheet says why; it is corrected and submitted again', async () => {
    const { approver, place, entry } = rolesOf(d);
    const back = (reason: string) =>
      post(call('return'), approver, { ...at(), locationId: place, reason });
    const blank = await back('   ');
    expect(blank.statusCode).toBe(409);
    expect(blank.json().error[0].key).toBe('app.periodApproval.error.reason');
    // only the office directly above sends a place's figures back
    const notAbove = entry === approver ? 'reader' : entry;
    const refused = await post(call('return'), notAbove, { ...at(), reason: 'x' });
    expect(refused.statusCode).toBe(403);
    const sent = await back('  प्रौढ संख्या तपासा ');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ returned: place });
    const sheet = (await post(countCallPath(d, 'list'), entry, at())).json();
    expect(sheet.gate.returned).toMatchObject({
      reason: 'प्रौढ संख्या तपासा',
      by: NAMES[approver],
      on: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    expect(sheet.gate.submitted).toBeUndefined();
    expect(await approvalsAbove()).toMatchObject({ state: 'pending', progress: { submitted: 0 } });
    const { rows } = await sql<{ action: string; reason: string | null }>`
      select action, reason from period_event where module = ${d.name}
      order by event_id desc limit 1`.execute(t.db.kysely);
    expect(rows).toEqual([{ action: 'returned', reason: 'प्रौढ संख्या तपासा' }]);
    // the entry office's dashboard lists it; an office elsewhere does not see it
    const listed = (
      await t.call({ method: 'GET', url: `${API}/period-returns`, as: entry })
    ).json();
    expect(listed.returns).toContainEqual(
      expect.objectContaining({ module: d.name, reason: 'प्रौढ संख्या तपासा', by: NAMES[approver] }),
    );
    const elsewhere = (
      await t.call({ method: 'GET', url: `${API}/period-returns`, as: 'nagar' })
    ).json();
    expect(elsewhere.returns.filter((r: { module: string }) => r.module === d.name)).toEqual([]);
    const again = await back('पुन्हा');
    expect(again.json().error[0].key).toBe('app.periodApproval.error.notSubmitted');
    await expectOracle();

    expect((await saveOne(5)).statusCode).toBe(200);
    expect((await post(call('submit'), entry, at())).statusCode).toBe(200);
    const resent = (await post(countCallPath(d, 'list'), entry, at())).json();
    expect(resent.gate.returned).toBeUndefined();
    const after = (await t.call({ method: 'GET', url: `${API}/period-returns`, as: entry })).json();
    expect(after.returns.filter((r: { module: string }) => r.module === d.name)).toEqual([]);
    expect(resent.gate.submitted.on).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(await approvalsAbove()).toMatchObject({ state: 'ready' });
    await expectOracle();
  });

  it('the office above approves it; its figures are refused on every entry call', async () => {
    const { approver, place } = rolesOf(d);
    const approved = await post(call('approve'), approver, { ...at(), locationId: place });
    expect(approved.statusCode).toBe(200);
    expect(await approvalsAbove()).toMatchObject({ state: 'approved' });
    const before = await checksum(t.db.kysely);
    const refused = await saveOne(3);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PERIOD_APPROVED');
    const withdrawn = await post(call('withdraw'), rolesOf(d).entry, at());
    expect(withdrawn.json().code).toBe('PERIOD_APPROVED');
    expect(await checksum(t.db.kysely)).toBe(before);
    await expectOracle();
  });

  it.skipIf(!d.entryLevels.includes(8))(
    'moving or merging the place its figures are at is refused while approved',
    async () => {
      const k = key();
      const { rows } = await sql<{ location_id: number; parent_id: number; level_id: number }>`
        select l.location_id, l.parent_id, p.level_id from count_record r
        join location l on l.location_id = r.location_id
        join location p on p.location_id = l.parent_id
        where r.entity = ${k.module} and r.year = ${k.year} and r.part = ${k.part}
          and r.saved_at is not null
          and r.location_path like (select path from location where location_id = ${paud}) || '%'
        limit 1`.execute(t.db.kysely);
      const holder = rows[0]!;
      const into = await sql<{ location_id: number }>`
        select location_id from location where parent_id = ${holder.parent_id}
          and location_id <> ${holder.location_id} and closed_on is null
        order by location_id limit 1`.execute(t.db.kysely);
      const sends = [
        () =>
          post(`/geo/place/${holder.location_id}/merge`, 'admin', {
            intoId: into.rows[0]!.location_id,
          }),
      ];
      // a village under पौड moved away takes figures from it (पौड itself moved keeps its own)
      if (holder.location_id !== paud) {
        const elsewhere = await sql<{ location_id: number }>`
          select location_id from location where level_id = ${holder.level_id}
            and path not like (select path from location where location_id = ${paud}) || '%'
          order by location_id limit 1`.execute(t.db.kysely);
        sends.push(() =>
          post(`/geo/place/${holder.location_id}/move`, 'admin', {
            parentId: elsewhere.rows[0]!.location_id,
          }),
        );
      }
      const before = await checksum(t.db.kysely);
      for (const send of sends) {
        const res = await send();
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'PERIOD_APPROVED',
          error: [{ key: 'app.period.gate.approvedMonth' }],
        });
      }
      expect(await checksum(t.db.kysely)).toBe(before);
    },
  );

  it('once the approval is taken back the figures take entry again', async () => {
    const { approver, place } = rolesOf(d);
    const back = await post(call('unapprove'), approver, { ...at(), locationId: place });
    expect(back.statusCode).toBe(200);
    expect((await saveOne(4)).statusCode).toBe(200);
    expect(await approvalsAbove()).toMatchObject({ state: 'ready' });
    await expectOracle();
  });
});

describe('who takes each step is data: (level, role) pairs (a return made in the browser)', () => {
  const copyWith = (name: string, steps: object) => {
    const copy = campaignReturn(name);
    return {
      ...copy,
      periodPolicy: { ...copy.periodPolicy, approval: { levels: [1, 2, 3, 6, 7], steps } },
    };
  };
  const publish = async (definition: { name: string }) => {
    expect((await post('/modules', 'admin', definition)).statusCode).toBe(201);
    expect((await post(`/modules/${definition.name}/publish`, 'admin', {})).statusCode).toBe(200);
  };
  const at = () => ({ locationId: paud, ...periodNow(campaignReturn('x') as never) });

  it('an editor does not submit or approve where only office heads may; an editor named may', async () => {
    await publish(
      copyWith('sampark-heads', {
        submit: [{ level: 8, role: 'karyalay_pramukh' }],
        approve: [{ level: 6, role: 'karyalay_pramukh' }],
      }),
    );
    await publish(copyWith('sampark-editors', { approve: [{ level: 6, role: 'editor' }] }));
    const submit = await post('/sampark-heads/submit', 'upkhand', at());
    expect(submit.statusCode).toBe(409);
    expect(submit.json().error[0].key).toBe('app.periodApproval.error.notSubmitter');
    const approve = await post('/sampark-heads/approve', 'taluka', at());
    expect(approve.json().error[0].key).toBe('app.periodApproval.error.notApprover');
    const view = (
      await post('/sampark-heads/approvals', 'taluka', {
        ...at(),
        locationId: (
          await t.db.kysely
            .selectFrom('location')
            .select('parent_id')
            .where('location_id', '=', paud)
            .executeTakeFirstOrThrow()
        ).parent_id!,
      })
    ).json();
    expect(view.can_approve).toBe(false);

    expect((await post('/sampark-editors/submit', 'upkhand', at())).statusCode).toBe(200);
    expect((await post('/sampark-editors/approve', 'taluka', at())).statusCode).toBe(200);
  });

  it('a step names only known levels and roles', async () => {
    for (const steps of [
      { approve: [{ level: 6, role: 'chief' }] },
      { approve: [{ level: 12 }] },
      { approve: [] },
      { publish: [{ level: 6 }] },
    ]) {
      const res = await post('/modules', 'admin', copyWith('sampark-wrong', steps));
      expect(res.statusCode).toBe(400);
    }
  });
});
