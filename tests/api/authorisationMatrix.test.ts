import { ekak, swayamsevak } from '../../src/domain/modules';
import {
  DEFINED_IN_MATRIX,
  ENDPOINT_MATRIX,
  type EndpointRow,
  type MatrixIds,
} from './support/endpointMatrix';
import { listRoutes } from './support/routeList';
import { demoAccount } from '../../server/seed';
import { checksum as fingerprint } from './support/checksum';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';
import { mintTestToken } from './support/testVerifier';

let t: TestApp;
let ids: MatrixIds;
const PAUD = ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड'];
const KASBA = ['पुणे', 'पुणे', 'कसबा'];

/** Users of the matrix beyond the demo ones: keyed like demo accounts. */
const MATRIX_USERS = {
  inactive: { uid: 'matrix-inactive', email: 'inactive@matrix.test' },
  kolhapurHead: { uid: 'matrix-kolhapur-head', email: 'kolhapur-head@matrix.test' },
  talukaReader: { uid: 'matrix-taluka-reader', email: 'taluka-reader@matrix.test' },
  rootReader: { uid: 'matrix-root-reader', email: 'root-reader@matrix.test' },
};

async function addMatrixUsers() {
  const root = await placeId(t.db, []);
  const mulshi = await placeId(t.db, PAUD.slice(0, 3));
  const kolhapur = await placeId(t.db, ['कोल्हापूर', 'कोल्हापूर']);
  await t.db.kysely
    .insertInto('app_user')
    .values([
      // all rights, deactivated: only the status may refuse it
      {
        firebase_uid: MATRIX_USERS.inactive.uid,
        email: MATRIX_USERS.inactive.email,
        level_id: 1,
        location_id: root,
        admin: true,
        writeallowed: true,
        karyalay_pramukh: true,
        status: 'inactive',
      },
      {
        firebase_uid: MATRIX_USERS.kolhapurHead.uid,
        email: MATRIX_USERS.kolhapurHead.email,
        level_id: 3,
        location_id: kolhapur,
        writeallowed: true,
        karyalay_pramukh: true,
        status: 'active',
      },
      // read only, at a level the level-limited modules allow
      {
        firebase_uid: MATRIX_USERS.talukaReader.uid,
        email: MATRIX_USERS.talukaReader.email,
        level_id: 6,
        location_id: mulshi,
        status: 'active',
      },
      {
        firebase_uid: MATRIX_USERS.rootReader.uid,
        email: MATRIX_USERS.rootReader.email,
        level_id: 1,
        location_id: root,
        status: 'active',
      },
    ])
    .execute();
}

async function lookUpIds(): Promise<MatrixIds> {
  const paud = await placeId(t.db, PAUD);
  const paudPath = (
    await t.db.kysely
      .selectFrom('location')
      .select('path')
      .where('location_id', '=', paud)
      .executeTakeFirstOrThrow()
  ).path;
  const unit = await t.db.kysely
    .selectFrom('sankalp as s')
    .innerJoin('location as l', 'l.location_id', 's.location_id')
    .select([
      's.sankalp_id',
      's.location_id',
      's.localized_name',
      's.ekak_type_id',
      's.ekak_sub_type_id',
    ])
    .where('l.path', 'like', `${paudPath}%`)
    .orderBy('s.sankalp_id')
    .executeTakeFirstOrThrow();
  const volunteer = await t.db.kysely
    .selectFrom('volunteer')
    .select('id')
    .where('location_path', 'like', `${paudPath}%`)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const userId = async (email: string) =>
    (
      await t.db.kysely
        .selectFrom('app_user')
        .select('user_id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).user_id;
  return {
    paud,
    kolwan: await placeId(t.db, [...PAUD, 'पौड', 'कोळवण']),
    unit,
    volunteer: volunteer.id,
    kasba: await placeId(t.db, KASBA),
    mulshi: await placeId(t.db, PAUD.slice(0, 3)),
    puneBhag: await placeId(t.db, KASBA.slice(0, 2)),
    nagarUser: await userId('nagar@demo.test'),
    pendingUser: await userId('pending@demo.test'),
    records: {
      ...(await recordsUnder(paudPath.split('/').slice(0, -2).join('/') + '/')),
      [swayamsevak.name]: volunteer.id,
      [ekak.name]: unit.sankalp_id,
    },
    root: await placeId(t.db, []),
    catalogue: await t.app.repos.referenceData.catalogueLists(),
  };
}

/** The first record of each configured module under a path (the demo data has one). */
async function recordsUnder(path: string): Promise<Record<string, number>> {
  const rows = await t.db.kysely
    .selectFrom('entity_record')
    .select(['entity', (eb) => eb.fn.min<number>('id').as('id')])
    .where('location_path', 'like', `${path}%`)
    .groupBy('entity')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.entity, Number(r.id)]));
}

/** The modules that exist only as data, published, and a record of the register at पौड. */
async function publishDefinedModules() {
  const as = (key: string) => ({ authorization: `Bearer ${tokenOf(key)}` });
  for (const d of Object.values(DEFINED_IN_MATRIX)) {
    await t.app.inject({ method: 'POST', url: `${API}/modules`, headers: as('admin'), payload: d });
    const published = await t.app.inject({
      method: 'POST',
      url: `${API}/modules/${d.name}/publish`,
      headers: as('admin'),
    });
    expect(published.statusCode).toBe(200);
  }
  const record = await t.app.inject({
    method: 'POST',
    url: `${API}/${DEFINED_IN_MATRIX.register.name}`,
    headers: as('upkhand'),
    payload: { title: 'मॅट्रिक्स', location_id: await placeId(t.db, PAUD) },
  });
  expect(record.statusCode).toBe(201);
}

const checksum = () => fingerprint(t.db.kysely);

const tokenOf = (key: string) =>
  key in MATRIX_USERS
    ? mintTestToken(MATRIX_USERS[key as keyof typeof MATRIX_USERS])
    : mintTestToken({ uid: demoAccount(key).uid, email: demoAccount(key).email });

interface Probe {
  label: string;
  authorization?: string;
  status: 401 | 403;
  code: string;
}

function probesFor(row: EndpointRow): Probe[] {
  const as = (label: string, key: string, code: string): Probe => ({
    label,
    authorization: `Bearer ${tokenOf(key)}`,
    status: 403,
    code,
  });
  const probes: Probe[] = [
    { label: 'no token', status: 401, code: 'UNAUTHENTICATED' },
    {
      label: 'malformed token',
      authorization: 'Bearer not.a-token',
      status: 401,
      code: 'UNAUTHENTICATED',
    },
    as('deactivated user', 'inactive', 'USER_INACTIVE'),
  ];
  if (!row.rules.includes('applicant')) probes.push(as('pending user', 'pending', 'USER_PENDING'));
  if (row.rules.includes('scoped'))
    probes.push(as('user of another subtree', row.outsider ?? 'nagar', 'OUT_OF_SCOPE'));
  if (row.rules.includes('levels'))
    probes.push(as('writer at a level without the module', 'upkhand', 'LEVEL_FORBIDDEN'));
  if (row.rules.includes('write'))
    probes.push(as('read-only user', row.reader ?? 'reader', 'WRITE_FORBIDDEN'));
  if (row.rules.includes('admin')) probes.push(as('non-admin office head', 'bhag', 'ADMIN_ONLY'));
  if (row.rules.includes('office-head'))
    probes.push(as('editor, not office head', 'jilha', 'ADMIN_ONLY'));
  return probes;
}

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 100_000 });
  await addMatrixUsers();
  await publishDefinedModules();
  ids = await lookUpIds();
});
afterAll(() => t.close());

describe('the matrix covers the API', () => {
  it('has one row for every route under the API prefix, and no row without a route', () => {
    const routes = listRoutes(t.app)
      .filter((r) => r.split(' ')[1].startsWith(`${API}/`))
      .map((r) => r.replace(` ${API}`, ' '))
      .sort();
    const rows = ENDPOINT_MATRIX.map((r) => `${r.method} ${r.url}`).sort();
    expect(routes.filter((r) => !rows.includes(r))).toEqual([]);
    expect(rows.filter((r) => !routes.includes(r))).toEqual([]);
    expect(new Set(rows).size).toBe(rows.length);
  });
});

const probed = ENDPOINT_MATRIX.filter((r) => !r.rules.includes('public'));

describe.each(probed.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (_name, row) => {
  const probes = probesFor(row);
  it(`refuses: ${probes.map((p) => p.label).join(', ')}; and changes nothing`, async () => {
    const before = await checksum();
    const answers = [];
    for (const probe of probes) {
      const res = await t.app.inject({
        method: row.method,
        url: `${API}${row.path ? row.path(ids) : row.url}`,
        payload: row.payload?.(ids) as object | undefined,
        headers: probe.authorization ? { authorization: probe.authorization } : {},
      });
      answers.push({ probe: probe.label, status: res.statusCode, code: res.json().code });
    }
    expect(answers).toEqual(
      probes.map((p) => ({ probe: p.label, status: p.status, code: p.code })),
    );
    expect(await checksum()).toBe(before);
  });
});
