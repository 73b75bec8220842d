import { FESTIVALS } from '../../src/domain/engine';
import { allMenuIds, groupNavigates, isEntryAllowed, visibleMenu } from '../../src/domain/app/menu';

const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const everything = new Set(allMenuIds());

/** Spec §6, written out per entry as the expected set of levels (admin-independent rows). */
const LEVEL_RULES: [string, number[]][] = [
  ['system-users', [1, 2, 3, 4, 5, 6, 7, 8]],
  ['la-bhaugolik-vrutta', [1, 2, 3, 4, 5, 6, 7, 8, 9, 11]],
  ['la-samajik-vrutta', [1, 2, 3, 4, 5, 6, 7]],
  ['la-sahayogi-sanstha-mahiti-sankalan', [1, 6, 7]],
  ['la-vividh-kshetrache-vrutt', [1]],
  ['utsav-sankhya-vrutta', [1, 2, 3, 4, 5]],
  ['utsav-sankhya-nondani', [6, 7]],
  ['about', LEVELS],
  ['geo-tree', LEVELS],
];

describe('menu visibility by level (spec §6)', () => {
  for (const [id, allowed] of LEVEL_RULES) {
    for (const levelId of LEVELS) {
      for (const admin of [false, true]) {
        const expected = allowed.includes(levelId);
        it(`${id} at level ${levelId}${admin ? ' (admin)' : ''}: ${expected ? 'shown' : 'hidden'}`, () => {
          expect(isEntryAllowed(id, { levelId, admin })).toBe(expected);
        });
      }
    }
  }
});

describe('admin-only entries (spec §6)', () => {
  const cases: [string, boolean, boolean][] = [
    ['unapproved-users-list', true, true],
    ['unapproved-users-list', false, false],
    ['rp-anukulVyakti-suchi', true, true],
    ['rp-anukulVyakti-suchi', false, false],
    ['jobs', true, true],
    ['jobs', false, false],
  ];
  for (const [id, admin, expected] of cases) {
    for (const levelId of LEVELS) {
      it(`${id}, admin=${admin}, level ${levelId}`, () => {
        expect(isEntryAllowed(id, { levelId, admin })).toBe(expected);
      });
    }
  }
});

describe('sankalp and sadyashtiti groups navigate only for level ≤ 7', () => {
  for (const id of ['sankalp', 'sadyashtiti']) {
    for (const levelId of LEVELS) {
      it(`${id} at level ${levelId}`, () => {
        expect(groupNavigates(id, { levelId, admin: false })).toBe(levelId <= 7);
        const group = visibleMenu({ levelId, admin: false }, everything)
          .flatMap((g) => g.entries)
          .find((e) => e.id === id);
        const url = id === 'sankalp' ? '/sankalp/list' : '/sadyashiti/list';
        expect(group?.url).toBe(levelId <= 7 ? url : undefined);
        expect(group?.children?.length).toBeGreaterThan(0);
      });
    }
  }
  it('other groups always navigate', () => {
    expect(groupNavigates('system-users', { levelId: 11, admin: false })).toBe(true);
  });

  it.each([
    ['sankalp', '/sankalp/list'],
    ['sadyashtiti', '/sadyashiti/list'],
    ['system-users', '/user/list'],
  ])('the %s group opens %s (its link comes from the screen table)', (id, url) => {
    const groups = visibleMenu({ levelId: 1, admin: true }, everything);
    const entry = groups.flatMap((g) => g.entries).find((e) => e.id === id);
    expect(entry?.url).toBe(url);
  });
});

describe('visibleMenu', () => {
  const ids = (levelId: number, admin: boolean, implemented = everything) =>
    visibleMenu({ levelId, admin }, implemented).flatMap((g) =>
      g.entries.flatMap((e) => [e.id, ...(e.children ?? []).map((c) => c.id)]),
    );

  it('shows only implemented screens and drops groups left empty', () => {
    const implemented = new Set(['dashboard-default', 'about']);
    const menu = visibleMenu({ levelId: 1, admin: true }, implemented);
    expect(menu.map((g) => g.id)).toEqual(['dashboard', 'about']);
    expect(ids(1, true, implemented)).toEqual(['dashboard-default', 'about']);
  });

  it('a non-admin at level 8 sees system users but not the approval list', () => {
    const seen = ids(8, false);
    expect(seen).toContain('system-users');
    expect(seen).toContain('user-list');
    expect(seen).not.toContain('unapproved-users-list');
    expect(seen).not.toContain('rp-anukulVyakti-suchi');
  });

  it('system users lists are for admins and office heads only (the API refuses others)', () => {
    const user = { levelId: 6, admin: false };
    const seen = (managesUsers: boolean) =>
      visibleMenu({ ...user, managesUsers }, new Set(['user-list', 'user-add'])).flatMap((g) =>
        g.entries.flatMap((e) => [e.id, ...(e.children ?? []).map((c) => c.id)]),
      );
    expect(seen(true)).toEqual(expect.arrayContaining(['system-users', 'user-list', 'user-add']));
    expect(seen(false)).not.toContain('system-users');
  });

  it('a level-10 user loses system users and the geographic campaign report', () => {
    const seen = ids(10, false);
    expect(seen).not.toContain('system-users');
    expect(seen).not.toContain('la-bhaugolik-vrutta');
    expect(seen).not.toContain('la-samajik-vrutta');
    expect(seen).toContain('rp-abhiyan-vrutta');
  });

  it('an admin at the root sees every entry except the level-gated festival registration', () => {
    const seen = new Set(ids(1, true));
    const missing = allMenuIds().filter((id) => !seen.has(id));
    expect(missing).toEqual([
      'utsav-sankhya-nondani',
      ...FESTIVALS.map((f) => `utsav-nondani-${f.code}`),
    ]);
  });
});
