import {
  assignVerdict,
  bulkApprovable,
  canApprove,
  canSeeUser,
  isSystemUserLevel,
  manageVerdict,
  mayWork,
  nextStatus,
  type RightsVerdict,
  type UserAction,
  type UserActor,
  type UserStatus,
  type UserTarget,
} from '../../src/domain/users';

const actor = (user_id: number, level_id: number, path: string, rights: string): UserActor => ({
  user_id,
  level_id,
  path,
  admin: rights.includes('A'),
  writeallowed: rights.includes('W'),
  karyalay_pramukh: rights.includes('K'),
});

// the प्रांत admin, a भाग office head, a भाग editor, a तालुका office head, a reader
const ADMIN = actor(1, 1, '/1/', 'AWK');
const HEAD = actor(2, 3, '/1/2/3/', 'WK');
const EDITOR = actor(3, 3, '/1/2/3/', 'W');
const TALUKA_HEAD = actor(4, 6, '/1/2/3/10/', 'K');
const READER = actor(5, 8, '/1/2/3/10/20/', '');

const target = (extra: Partial<UserTarget> & Pick<UserTarget, 'level_id' | 'path'>) => ({
  user_id: 99,
  status: 'active' as UserStatus,
  ...extra,
});
const T = {
  below: target({ level_id: 6, path: '/1/2/3/10/' }),
  deepBelow: target({ level_id: 8, path: '/1/2/3/10/20/' }),
  samePlace: target({ level_id: 3, path: '/1/2/3/' }),
  above: target({ level_id: 2, path: '/1/2/' }),
  root: target({ level_id: 1, path: '/1/' }),
  otherSubtree: target({ level_id: 6, path: '/1/2/4/11/' }),
  siblingPrefix: target({ level_id: 6, path: '/1/2/33/' }),
  adminBelow: target({ level_id: 6, path: '/1/2/3/10/', admin: true }),
  pendingBelow: target({ level_id: 6, path: '/1/2/3/10/', status: 'pending' }),
  noPlace: target({ level_id: null, path: null }),
};
type TargetKey = keyof typeof T;

const MANAGE: [string, UserActor, TargetKey | 'self', RightsVerdict][] = [
  ['admin', ADMIN, 'below', 'ok'],
  ['admin', ADMIN, 'root', 'ok'],
  ['admin', ADMIN, 'otherSubtree', 'ok'],
  ['admin', ADMIN, 'adminBelow', 'ok'],
  ['admin', ADMIN, 'pendingBelow', 'ok'],
  ['admin', ADMIN, 'noPlace', 'ok'],
  ['admin', ADMIN, 'self', 'self'],
  ['head', HEAD, 'below', 'ok'],
  ['head', HEAD, 'deepBelow', 'ok'],
  ['head on a co-equal head', HEAD, 'samePlace', 'same-level'],
  ['head', HEAD, 'above', 'out-of-scope'],
  ['head', HEAD, 'root', 'out-of-scope'],
  ['head', HEAD, 'otherSubtree', 'out-of-scope'],
  ['head', HEAD, 'siblingPrefix', 'out-of-scope'],
  ['head', HEAD, 'adminBelow', 'target-admin'],
  ['head', HEAD, 'pendingBelow', 'not-admin'],
  ['head', HEAD, 'noPlace', 'out-of-scope'],
  ['head', HEAD, 'self', 'self'],
  ['taluka head on its own level', TALUKA_HEAD, 'below', 'same-level'],
  ['taluka head', TALUKA_HEAD, 'deepBelow', 'ok'],
  ['taluka head', TALUKA_HEAD, 'samePlace', 'out-of-scope'],
  ['editor', EDITOR, 'below', 'not-office-head'],
  ['editor', EDITOR, 'self', 'not-office-head'],
  ['reader', READER, 'deepBelow', 'not-office-head'],
];

describe('manageVerdict: who may update, (de)activate or delete whom', () => {
  it.each(MANAGE)('%s on %s → %s', (_name, who, key, verdict) => {
    const t = key === 'self' ? { ...T.below, user_id: who.user_id } : T[key];
    expect(manageVerdict(who, t)).toBe(verdict);
  });

  it('a target on a deeper level id inside the subtree but "above" in level is refused', () => {
    // a level-2 place can sit under a level-3 path only in broken data; the level still counts
    expect(manageVerdict(HEAD, { level_id: 2, path: '/1/2/3/9/' })).toBe('level-above');
  });
});

const ASSIGN: [string, UserActor, UserTarget, object, RightsVerdict][] = [
  ['admin grants admin', ADMIN, T.below, { admin: true }, 'ok'],
  [
    'admin assigns level 9',
    ADMIN,
    target({ level_id: 9, path: '/1/2/3/10/20/30/' }),
    {},
    'bad-level',
  ],
  ['admin assigns level 11', ADMIN, target({ level_id: 11, path: '/1/9/' }), {}, 'bad-level'],
  ['admin edits self', ADMIN, { ...T.root, user_id: 1 }, {}, 'self'],
  ['head grants write', HEAD, T.below, { writeallowed: true }, 'ok'],
  ['head grants office head', HEAD, T.below, { karyalay_pramukh: true }, 'ok'],
  [
    'head grants office head at its own level',
    HEAD,
    T.samePlace,
    { karyalay_pramukh: true },
    'same-level',
  ],
  ['head creates a user at its own place', HEAD, T.samePlace, {}, 'same-level'],
  ['head grants admin', HEAD, T.below, { admin: true }, 'grants-admin'],
  ['head assigns above', HEAD, T.above, {}, 'out-of-scope'],
  ['head assigns elsewhere', HEAD, T.otherSubtree, {}, 'out-of-scope'],
  ['head assigns no place', HEAD, T.noPlace, {}, 'bad-level'],
  ['head edits self', HEAD, { ...T.samePlace, user_id: 2 }, {}, 'self'],
  ['editor creates', EDITOR, T.below, {}, 'not-office-head'],
  ['reader creates', READER, T.deepBelow, {}, 'not-office-head'],
];

describe('assignVerdict: the place and rights a user may be given', () => {
  it.each(ASSIGN)('%s → %s', (_case, who, t, rights, verdict) => {
    expect(assignVerdict(who, { ...t, user_id: t.user_id ?? 99 }, rights)).toBe(verdict);
  });
});

describe('approval and listing', () => {
  it.each([
    [ADMIN, true],
    [HEAD, false],
    [EDITOR, false],
    [READER, false],
  ])('canApprove %#', (who, allowed) => expect(canApprove(who)).toBe(allowed));

  it.each([
    [ADMIN, T.otherSubtree, true],
    [HEAD, T.below, true],
    [HEAD, { ...T.samePlace, user_id: 2 }, true],
    [HEAD, T.otherSubtree, false],
    [HEAD, T.adminBelow, false],
    [EDITOR, T.below, false],
  ])('canSeeUser %#', (who, t, visible) => expect(canSeeUser(who, t)).toBe(visible));

  it.each([
    [0, false],
    [1, true],
    [4, true],
    [8, true],
    [9, false],
    [11, false],
    [null, false],
  ])('level %s is a system-user level: %s', (level, ok) =>
    expect(isSystemUserLevel(level)).toBe(ok),
  );
});

const TRANSITIONS: [UserStatus, UserAction, UserStatus | null][] = [
  ['pending', 'approve', 'active'],
  ['pending', 'activate', null],
  ['pending', 'deactivate', null],
  ['active', 'approve', null],
  ['active', 'activate', null],
  ['active', 'deactivate', 'inactive'],
  ['inactive', 'approve', null],
  ['inactive', 'activate', 'active'],
  ['inactive', 'deactivate', null],
];

describe('status transitions', () => {
  it.each(TRANSITIONS)('%s + %s → %s', (from, action, to) => {
    expect(nextStatus(from, action)).toBe(to);
  });
  it.each([
    ['pending', false],
    ['active', true],
    ['inactive', false],
  ] as const)('%s may work: %s', (status, works) => expect(mayWork(status)).toBe(works));
});

describe('bulkApprovable: what "approve all" may approve (issue 17)', () => {
  it.each([
    ['a request below the admin', ADMIN, T.below, true],
    ['a request for the root itself', ADMIN, T.root, false],
    ['a request without a place', ADMIN, T.noPlace, false],
    ['a request below a भाग admin', { ...HEAD, admin: true }, T.below, true],
    ['a request in another subtree', { ...HEAD, admin: true }, T.otherSubtree, false],
    ['a request at the भाग itself', { ...HEAD, admin: true }, T.samePlace, false],
  ])('%s → %s', (_name, who, place, allowed) => expect(bulkApprovable(who, place)).toBe(allowed));
});
