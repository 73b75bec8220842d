import type { HTTPMethods } from 'fastify';
import type { Catalogue } from '../../../src/domain/engine';
import { countCallPath, periodNow } from './countBodies';
import {
  type CountFormDeclaration,
  type ModuleDeclaration,
  type RegisterDeclaration,
} from '../../../src/domain/engine';
import { COUNT_FORMS, ROLLUP_REPORTS, MODULES } from '../../../src/domain/modules';
import { financialYear } from '../../../src/domain/modules/gathering';
import { validRecord, validUploadRow } from '../../support/entitySamples';
import { row as volunteerRow } from './volunteerRows';
import { campaignReturn, projectRegister } from './definitions';

/** A photo id no photo has: its calls answer 404 (or 415 for a body that is no picture). */
const MATRIX_PHOTO = '00000000-0000-4000-8000-000000000000';

/** Modules that exist only as data (issue 24): published before the matrix runs. */
export const DEFINED_IN_MATRIX = {
  // with the upload and the duplicate check a register may declare
  register: { ...projectRegister('matrix-seva'), upload: true, duplicates: ['title'] },
  countForm: campaignReturn('matrix-sampark'),
};

/**
 * Who may call an endpoint (DESIGN §8). Every row gets the 401 cases (no token, malformed
 * token) and 403 for a deactivated user; then:
 * - signed-in: any active user (so also 403 for a pending user);
 * - applicant: also open to a pending or unknown person (access requests), not deactivated;
 * - scoped: names a place or record; 403 for a user of another subtree (`outsider`);
 * - write: 403 for the read-only user; admin: 403 for a non-admin office head;
 * - office-head: 403 for an editor who is neither admin nor office head;
 * - levels: 403 for a writer at a level the module's menu rule leaves out (upkhand, level 8);
 * - public: no token needed (not probed).
 */
export type Rule =
  'public' | 'signed-in' | 'applicant' | 'scoped' | 'write' | 'admin' | 'office-head' | 'levels';

/** Ids the payloads name, looked up in the seeded database. */
export interface MatrixIds {
  /** उपखंड पौड (level 8) and its village कोळवण (level 10): the reader's and upkhand's area. */
  paud: number;
  kolwan: number;
  /** A unit and a volunteer inside पौड. */
  unit: {
    sankalp_id: number;
    location_id: number;
    localized_name: string;
    ekak_type_id: number;
    ekak_sub_type_id: number;
  };
  volunteer: number;
  /** नगर कसबा (level 7, under भाग पुणे) and the nagar demo user's id. */
  kasba: number;
  /** तालुका मुळशी (6) and भाग पुणे (3), for the summary reports. */
  mulshi: number;
  puneBhag: number;
  nagarUser: number;
  pendingUser: number;
  /** A record of each configured module under तालुका मुळशी, by module name. */
  records: Record<string, number>;
  /** The root (प्रांत), for forms entered there. */
  root: number;
  /** The reference lists, for the registers' catalogue selects. */
  catalogue: Catalogue;
}

export interface EndpointRow {
  method: HTTPMethods;
  /** The route as registered, after the API prefix (`:id` params). */
  url: string;
  rules: Rule[];
  /** The concrete URL when it has params. */
  path?: (ids: MatrixIds) => string;
  payload?: (ids: MatrixIds) => unknown;
  /** A user with the needed rights in another subtree ('scoped'); demo key or matrix key. */
  outsider?: string;
  /** The read-only user of the 'write' probe (default: reader). */
  reader?: string;
}

const R = (
  method: HTTPMethods,
  url: string,
  rules: Rule[],
  payload?: EndpointRow['payload'],
  extra: Partial<EndpointRow> = {},
): EndpointRow => ({ method, url, rules, payload, ...extra });

const SIGNED_IN: Rule[] = ['signed-in'];
const SCOPED: Rule[] = ['signed-in', 'scoped'];
const SCOPED_WRITE: Rule[] = ['signed-in', 'scoped', 'write'];
const ADMIN: Rule[] = ['signed-in', 'admin'];
const HEAD_SCOPED: Rule[] = ['signed-in', 'office-head', 'scoped'];
const month = { year: '2025-26', month: 4 };
const userFields = { name: 'मॅट्रिक्स', phone: '9000000000', writeallowed: true };
const byId = (base: string) => (ids: MatrixIds) => `${base}/${ids.unit.sankalp_id}`;

export const ENDPOINT_MATRIX: readonly EndpointRow[] = [
  R('GET', '/health', ['public']),
  R('GET', '/openapi.json', ['public']),
  // profile and reference data
  R('PUT', '/user/profile', SIGNED_IN, () => ({})),
  R('GET', '/metadata/alltree', SIGNED_IN),
  R('GET', '/metadata/shreni/khate/tree', SIGNED_IN),
  R('GET', '/metadata/dayitva_star/dayitva/tree', SIGNED_IN),
  R('GET', '/metadata/sangh_shikshan', SIGNED_IN),
  R('GET', '/metadata/blood_groups', SIGNED_IN),
  R('GET', '/metadata/ekak_types', SIGNED_IN),
  // module definitions (issue 24)
  R('GET', '/modules', SIGNED_IN),
  R('GET', '/modules/schema', SIGNED_IN),
  R('POST', '/modules', ADMIN, () => projectRegister('matrix-new')),
  R('PUT', '/modules/:name', ADMIN, () => DEFINED_IN_MATRIX.register, {
    path: () => `/modules/${DEFINED_IN_MATRIX.register.name}`,
  }),
  R('GET', '/modules/:name/changes', ADMIN, undefined, {
    path: () => `/modules/${DEFINED_IN_MATRIX.register.name}/changes`,
  }),
  R('POST', '/modules/:name/publish', ADMIN, undefined, {
    path: () => `/modules/${DEFINED_IN_MATRIX.register.name}/publish`,
  }),
  R('POST', '/modules/:name/retire', ADMIN, undefined, {
    path: () => `/modules/${DEFINED_IN_MATRIX.register.name}/retire`,
  }),
  // geography
  R('POST', '/geo/tree/location', SCOPED, (i) => ({ locationId: i.paud, depth: 1 })),
  R('POST', '/geo/search', SIGNED_IN, () => ({ q: 'पौड' })),
  R('POST', '/geo/import', ADMIN, () => ({ rows: [], dryRun: true })),
  ...placeAdminRows(),
  // units, status and gatherings
  R('POST', '/sankalp/list', SCOPED, (i) => ({ location_id: i.paud })),
  R('POST', '/sankalp/summary', SCOPED, (i) => ({ location_id: i.paud })),
  R('GET', '/sankalp/:id', SCOPED, undefined, { path: byId('/sankalp') }),
  R('GET', '/sankalp/:id/attendance', SCOPED, undefined, {
    path: (i) => `/sankalp/${i.unit.sankalp_id}/attendance`,
  }),
  R('POST', '/sankalp/addmulti', SCOPED_WRITE, (i) => ({
    location_id: i.unit.location_id,
    units: [{ localized_name: 'मॅट्रिक्स शाखा', ekak_type_id: 1, ekak_sub_type_id: 4 }],
  })),
  R('PUT', '/sankalp/update', SCOPED_WRITE, (i) => ({ ...i.unit, notes: 'मॅट्रिक्स' })),
  R('PUT', '/sankalp/delete', SCOPED_WRITE, (i) => ({ ids: [i.unit.sankalp_id] })),
  R('PUT', '/sadyasthiti/change', SCOPED_WRITE, (i) => ({
    sankalp_id: i.unit.sankalp_id,
    status: 'paused',
    effective_date: '2025-01-01',
    reason: 'मॅट्रिक्स',
  })),
  R('GET', '/sadyasthiti/history/:id', SCOPED, undefined, { path: byId('/sadyasthiti/history') }),
  R('POST', '/sanghik/list', SCOPED, (i) => ({ locationId: i.paud, ...month })),
  R('POST', '/sanghik/add', SCOPED_WRITE, (i) => ({
    locationId: i.paud,
    ...month,
    upstitiDataArray: [{ sankalp_id: i.unit.sankalp_id, sanghik_upstiti: { praudh: 3 } }],
  })),
  // monthly summary reports (अहवाल), each for places of one level
  R('POST', '/sanghik/report/bhag', SCOPED, (i) => ({ locationId: i.puneBhag, ...month }), {
    outsider: 'upkhand',
  }),
  R('POST', '/sanghik/report/taluka', SCOPED, (i) => ({ locationId: i.mulshi, ...month })),
  R('POST', '/sanghik/report/nagar', SCOPED, (i) => ({ locationId: i.kasba, ...month }), {
    outsider: 'upkhand',
  }),
  R('POST', '/sanghik/report/upkhand', SCOPED, (i) => ({ locationId: i.paud, ...month })),
  // dashboard (issue 12)
  R('POST', '/dashboard/summary', SCOPED, (i) => ({ locationId: i.paud })),
  R('POST', '/dashboard/analytics', SCOPED, (i) => ({ locationId: i.paud, ...month })),
  R('POST', '/sanghik/records', SCOPED, (i) => ({ locationId: i.mulshi, ...month })),
  // volunteers
  R('POST', '/swayamsevak/allusers', SCOPED, (i) => ({ location_id: i.kolwan })),
  R('POST', '/swayamsevak/report', SCOPED, (i) => ({ location_id: i.kolwan })),
  R('GET', '/swayamsevak/history/:id', SCOPED, undefined, {
    path: (i) => `/swayamsevak/history/${i.volunteer}`,
  }),
  R('POST', '/swayamsevak/add', SCOPED_WRITE, (i) => ({
    selectedLocation: i.kolwan,
    swayamsevaks: [volunteerRow()],
  })),
  R('POST', '/swayamsevak/add/check', SCOPED_WRITE, (i) => ({
    selectedLocation: i.kolwan,
    swayamsevaks: [volunteerRow()],
  })),
  R('PUT', '/swayamsevak/update', SCOPED_WRITE, (i) => [{ ...volunteerRow(), id: i.volunteer }]),
  R('PUT', '/swayamsevak/delet', SCOPED_WRITE, (i) => ({ ids: [i.volunteer] })),
  R('POST', '/swayamsevak/duplicates', SIGNED_IN, () => ({
    firstName: 'अमित',
    surname: 'कुलकर्णी',
    mobile: '9876543210',
  })),
  // system users
  R('POST', '/user/forApproval', ['applicant'], (i) => ({ ...userFields, location_id: i.paud })),
  R('POST', '/user/forApproval/places', ['applicant'], () => ({ q: 'पौड' })),
  R('PUT', '/user/userUpdate', SIGNED_IN, () => userFields),
  R(
    'POST',
    '/user',
    HEAD_SCOPED,
    (i) => ({ ...userFields, email: 'matrix@example.org', location_id: i.kasba }),
    {
      outsider: 'kolhapurHead',
    },
  ),
  R(
    'PUT',
    '/user/update',
    HEAD_SCOPED,
    (i) => ({ ...userFields, user_id: i.nagarUser, location_id: i.kasba }),
    {
      outsider: 'kolhapurHead',
    },
  ),
  R('GET', '/user/list/:param', ['signed-in', 'office-head'], undefined, {
    path: () => '/user/list/all',
  }),
  R('PUT', '/user/delete', HEAD_SCOPED, (i) => ({ userIds: [i.nagarUser] }), {
    outsider: 'kolhapurHead',
  }),
  R('PUT', '/user/activate', HEAD_SCOPED, (i) => ({ userId: i.nagarUser }), {
    outsider: 'kolhapurHead',
  }),
  R('PUT', '/user/deactivate', HEAD_SCOPED, (i) => ({ userId: i.nagarUser }), {
    outsider: 'kolhapurHead',
  }),
  R('GET', '/user/list-unapproved', ADMIN),
  R('PUT', '/user/approve', ADMIN, (i) => ({ user_id: i.pendingUser })),
  R('PUT', '/user/approveAll', ADMIN),
  // reopening closed periods (issue 25): decided by writers above the place (the service checks
  // the request's place: tests/api/periodRequests.test.ts)
  R('GET', '/period-requests', SIGNED_IN),
  R('GET', '/period-returns', SIGNED_IN),
  // my own messages (issue 47: tests/api/reminders.test.ts: another person's message is 404)
  R('GET', '/inbox', SIGNED_IN),
  R('PUT', '/inbox/:id/read', SIGNED_IN, () => ({}), { path: () => '/inbox/1/read' }),
  R('GET', '/inbox/channels', SIGNED_IN),
  R('PUT', '/inbox/channels', SIGNED_IN, () => ({ email: true })),
  R('GET', '/push/key', SIGNED_IN),
  R('POST', '/push/subscriptions', SIGNED_IN, () => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/matrix-device',
    keys: { p256dh: 'BAAA', auth: 'AAAA' },
  })),
  R('DELETE', '/push/subscriptions', SIGNED_IN, () => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/matrix-device',
  })),
  R('GET', '/jobs', ADMIN),
  // the change trail (issue 48 §3): a place outside one's area is refused
  R('GET', '/changes', SCOPED, undefined, { path: (i) => `/changes?placeId=${i.paud}` }),
  // तपासणी (issue 48 §2): a place or a record outside one's area is refused
  R('GET', '/checks', SCOPED, undefined, {
    path: (i) => `/checks?module=bhaugolik&placeId=${i.paud}&year=${financialYear(new Date())}`,
  }),
  R('PUT', '/checks/note', SCOPED_WRITE, (i) => ({
    module: 'bhaugolik',
    year: financialYear(new Date()),
    subjectId: i.kolwan,
    check: 'any',
    comment: '',
    status: 'open',
  })),
  // targets (issue 49 §1): a place outside one's area is refused; setting them takes the write right
  R('GET', '/targets', SCOPED, undefined, {
    path: (i) => `/targets?module=bhaugolik&placeId=${i.paud}&year=${financialYear(new Date())}`,
  }),
  R('PUT', '/targets', SCOPED_WRITE, (i) => ({
    module: 'bhaugolik',
    year: financialYear(new Date()),
    placeId: i.paud,
    cells: [],
  })),
  // photos (issue 50): sending one takes the write right; one no record holds is its sender's
  R('PUT', '/photos/:id', ['signed-in', 'write'], () => ({}), {
    path: () => `/photos/${MATRIX_PHOTO}`,
  }),
  R('GET', '/photos/:id', ['signed-in'], undefined, { path: () => `/photos/${MATRIX_PHOTO}` }),
  R('GET', '/photos/:id/thumb', ['signed-in'], undefined, {
    path: () => `/photos/${MATRIX_PHOTO}/thumb`,
  }),
  R('POST', '/period-requests/:id/grant', ['signed-in', 'write'], () => ({}), {
    path: () => '/period-requests/1/grant',
  }),
  R('POST', '/period-requests/:id/refuse', ['signed-in', 'write'], () => ({ reason: 'x' }), {
    path: () => '/period-requests/1/refuse',
  }),
  // the configured modules' generated routes
  ...MODULES.filter((d) => d.kind === 'register').flatMap(entityRows),
  ...COUNT_FORMS.flatMap(countFormRows),
  ...ROLLUP_REPORTS.flatMap((d) => [reportRow(d, d.access.userLevels)]),
  // the calls of every module defined in the browser, probed with one of each kind
  ...definedRows(),
];

/** A module's rows as the routes of every defined module (`/:module…`) answer them. */
function definedRows(): EndpointRow[] {
  const asDefined =
    (name: string) =>
    (row: EndpointRow): EndpointRow => ({
      ...row,
      url: row.url.replace(`/${name}`, '/:module'),
      path: row.path ?? (() => row.url),
    });
  const register = DEFINED_IN_MATRIX.register as unknown as RegisterDeclaration;
  const form = DEFINED_IN_MATRIX.countForm as unknown as CountFormDeclaration;
  return [
    ...entityRows(register).map(asDefined(register.name)),
    // a defined count form asks to reopen a period as its code twin does (no approval: that is
    // the gathering's store's)
    ...countFormRows(form).map(asDefined(form.name)),
  ];
}

/** The place administration of /geo/tree: office heads below their place, admins anywhere. */
function placeAdminRows(): EndpointRow[] {
  const rules: Rule[] = ['signed-in', 'write', 'office-head', 'scoped'];
  const at =
    (suffix = '') =>
    (i: MatrixIds) =>
      `/geo/place/${i.kolwan}${suffix}`;
  const outsider = { outsider: 'kolhapurHead' };
  return [
    R(
      'POST',
      '/geo/place',
      rules,
      (i) => ({
        parentId: i.kolwan,
        levelId: 11,
        name: 'मॅट्रिक्स',
        suffix: 'वस्ती',
      }),
      outsider,
    ),
    R('PUT', '/geo/place/:id', rules, () => ({ name: 'कोळवण', suffix: 'गाव' }), {
      ...outsider,
      path: at(),
    }),
    R('POST', '/geo/place/:id/move', rules, (i) => ({ parentId: i.paud }), {
      ...outsider,
      path: at('/move'),
    }),
    R('POST', '/geo/place/:id/merge', rules, (i) => ({ intoId: i.kolwan }), {
      ...outsider,
      path: at('/merge'),
    }),
    R('POST', '/geo/place/:id/close', rules, undefined, { ...outsider, path: at('/close') }),
    R('POST', '/geo/place/:id/reopen', rules, undefined, { ...outsider, path: at('/reopen') }),
    R('GET', '/geo/place/:id/history', SCOPED, undefined, { path: at('/history') }),
  ];
}

/** The rows of a configured module's generated routes (DESIGN §13), from its declaration. */
function entityRows(d: RegisterDeclaration): EndpointRow[] {
  const base = `/${d.name}`;
  const levels = d.access.userLevels && !d.access.userLevels.includes(8);
  const read: Rule[] = d.access.adminOnly
    ? ['signed-in', 'admin']
    : ['signed-in', 'scoped', ...(levels ? (['levels'] as Rule[]) : [])];
  const write: Rule[] = d.access.adminOnly ? read : [...read, 'write'];
  const extra = levels ? { reader: 'talukaReader' } : {};
  const record = (i: MatrixIds) => `${base}/${i.records[d.name]}`;
  const valid = (i: MatrixIds) => validRecord(d, i.kolwan, i.catalogue);
  const rows = [
    R('GET', base, read, undefined, {
      ...extra,
      path: (i) =>
        `${base}?filter=${encodeURIComponent(JSON.stringify({ location_id: i.mulshi }))}`,
    }),
    R('GET', `${base}/:id`, read, undefined, { ...extra, path: record }),
    R('POST', base, write, valid, extra),
    R('PUT', `${base}/:id`, write, (i) => ({ ...valid(i), version: 1 }), {
      ...extra,
      path: record,
    }),
    R('DELETE', `${base}/:id`, write, undefined, { ...extra, path: record }),
  ];
  if (d.upload) {
    // the upload (issue 23): a valid row at कोळवण
    const upload = (i: MatrixIds) => ({ locationId: i.kolwan, rows: [validUploadRow(d)] });
    rows.push(R('POST', `${base}/upload/check`, write, upload, extra));
    rows.push(R('POST', `${base}/upload`, write, upload, extra));
  }
  if (d.duplicates?.length && !d.specCalls?.includes('duplicates')) {
    const values = Object.fromEntries(d.duplicates.map((f) => [f, validUploadRow(d)[f]]));
    rows.push(
      R(
        'POST',
        `${base}/duplicates`,
        read.filter((r) => r !== 'scoped'),
        () => ({ values }),
        extra,
      ),
    );
  }
  if (d.tracked) {
    rows.push(
      R('GET', `${base}/:id/history`, read, undefined, {
        ...extra,
        path: (i) => `${record(i)}/history`,
      }),
    );
  }
  return rows;
}

/** The rules of a module's calls: its access, its place in scope, the write right. */
function moduleRules(d: ModuleDeclaration, scoped: boolean, write: boolean) {
  const levels = d.access.userLevels && !d.access.userLevels.includes(8);
  const rules: Rule[] = ['signed-in'];
  if (d.access.adminOnly) rules.push('admin');
  if (scoped) rules.push('scoped');
  if (levels) rules.push('levels');
  if (write) rules.push('write');
  // the read-only probe needs a reader of a level the module allows
  const reader = d.access.userLevels?.includes(6) ? 'talukaReader' : 'rootReader';
  return { rules, extra: levels ? { reader } : {} };
}

const year = financialYear(new Date());

/** A count form's generated calls: its list, its save and (with a roll-up view) its report. */
function countFormRows(d: CountFormDeclaration): EndpointRow[] {
  // forms entered at the root (विविध क्षेत्र) have no place outside anyone's area to probe
  const atRoot = !d.entryLevels.includes(8);
  const place = (i: MatrixIds) => (atRoot ? i.root : i.paud);
  const body = (i: MatrixIds) => ({ locationId: place(i), ...periodNow(d) });
  const read = moduleRules(d, !atRoot, false);
  const write = moduleRules(d, !atRoot, true);
  const rows = [
    R('POST', countCallPath(d, 'list'), read.rules, body, read.extra),
    R(
      'POST',
      countCallPath(d, 'save'),
      write.rules,
      (i) => ({ ...body(i), records: [{ subject_id: i.unit.sankalp_id, version: 0, values: {} }] }),
      write.extra,
    ),
    R('POST', `/${d.name}/reopen`, write.rules, (i) => ({ ...body(i), reason: 'x' }), write.extra),
  ];
  // submitting and approving (issue 25), for forms whose period policy has approval
  if (d.periodPolicy?.approval) {
    rows.push(R('POST', `/${d.name}/approvals`, read.rules, body, read.extra));
    for (const call of ['submit', 'withdraw', 'approve', 'approve-ready', 'unapprove'])
      rows.push(R('POST', `/${d.name}/${call}`, write.rules, body, write.extra));
    // sending a submitted period back with a reason (issue 46)
    rows.push(
      R(
        'POST',
        `/${d.name}/return`,
        write.rules,
        (i) => ({ ...body(i), reason: 'x' }),
        write.extra,
      ),
    );
  }
  if (d.rollupView && atRoot)
    rows.push(R('POST', `/${d.name}/report`, read.rules, body, read.extra));
  else if (d.rollupView) rows.push(reportRow(d, d.access.userLevels));
  return rows;
}

/** `POST /<name>/report` of a roll-up (at तालुका मुळशी; an outsider of a level it allows). */
function reportRow(d: ModuleDeclaration, userLevels?: readonly number[]): EndpointRow {
  const { rules, extra } = moduleRules(d, true, false);
  const festival = d.menu.presets ? { festival: 'gurupujan' } : {};
  const outsider = userLevels && !userLevels.includes(7) ? 'kolhapurHead' : 'nagar';
  return R(
    'POST',
    `/${d.name}/report`,
    rules,
    (i) => ({ locationId: i.mulshi, year, ...festival }),
    {
      ...extra,
      outsider,
    },
  );
}
