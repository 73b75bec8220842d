import { describe, expect, it } from 'vitest';
import { GEO_MESSAGE as G } from '../../src/domain/geoImport';
import {
  PLACE_MESSAGE as M,
  addProblems,
  changeVerdict,
  childLevels,
  closeProblems,
  mergeProblems,
  moveProblems,
  parentVerdict,
  placeActions,
  placeRefusalKey,
  renameProblems,
  type PlaceActor,
  type TreeSpot,
} from '../../src/domain/placeAdmin';

const admin: PlaceActor = { admin: true, karyalay_pramukh: false, path: '/1/' };
const head: PlaceActor = { admin: false, karyalay_pramukh: true, path: '/1/2/' };
const editor: PlaceActor = { admin: false, karyalay_pramukh: false, path: '/1/2/' };

describe('who may change a place', () => {
  it.each([
    ['an admin, anywhere', admin, '/1/', 'ok'],
    ['an office head, below their place', head, '/1/2/5/', 'ok'],
    ['an office head, their own place', head, '/1/2/', 'out-of-scope'],
    ['an office head, elsewhere', head, '/1/3/5/', 'out-of-scope'],
    ['an editor who is not an office head', editor, '/1/2/5/', 'not-office-head'],
  ] as const)('rename or move: %s → %s', (_n, actor, path, verdict) => {
    expect(changeVerdict(actor, path)).toBe(verdict);
  });

  it.each([
    ['an office head, under their own place', head, '/1/2/', 'ok'],
    ['an office head, under another', head, '/1/3/', 'out-of-scope'],
    ['an editor', editor, '/1/2/', 'not-office-head'],
    ['an admin', admin, '/1/3/', 'ok'],
  ] as const)('a new parent: %s → %s', (_n, actor, path, verdict) => {
    expect(parentVerdict(actor, path)).toBe(verdict);
  });
});

describe('a new or renamed place', () => {
  it.each([
    ['a गाव under a मंडल', 9, { levelId: 10, name: 'वडगाव', suffix: 'गाव' }, []],
    [
      'a वस्ती under a गाव (a leaf)',
      10,
      { levelId: 11, name: 'वाडी', suffix: 'वस्ती' },
      [G.PARENT_LEVEL],
    ],
    ['a तालुका under a भाग', 3, { levelId: 6, name: 'मावळ', suffix: 'तालुका' }, []],
    ['no name', 9, { levelId: 10, name: '  ', suffix: 'गाव' }, [G.NAME]],
    ['a suffix of another level', 9, { levelId: 10, name: 'वडगाव', suffix: 'तालुका' }, [G.SUFFIX]],
    [
      'a level above the parent',
      9,
      { levelId: 6, name: 'मावळ', suffix: 'तालुका' },
      [G.PARENT_LEVEL],
    ],
    ['the parent’s own level', 6, { levelId: 6, name: 'मावळ', suffix: 'तालुका' }, [G.PARENT_LEVEL]],
    ['no level', 6, { levelId: 12, name: 'मावळ', suffix: 'तालुका' }, [G.LEVEL]],
  ])('%s', (_n, parentLevel, place, keys) => {
    expect(addProblems({ level_id: parentLevel }, place).map((p) => p.key)).toEqual(keys);
  });

  it.each([
    [8, 'कोथरूड', 'उपखंड नगर', []],
    [8, 'कोथरूड', 'नगर', [G.SUFFIX]],
    [10, '', 'गाव', [G.NAME]],
  ])('renaming a level-%i place to %s %s', (level, name, suffix, keys) => {
    expect(renameProblems({ level_id: level }, name, suffix).map((p) => p.key)).toEqual(keys);
  });

  it('offers the levels below the parent, nearest first', () => {
    expect(childLevels(6)).toEqual([7, 8, 9, 10, 11]);
    expect(childLevels(9)).toEqual([10, 11]);
    expect(childLevels(10)).toEqual([]);
    expect(childLevels(11)).toEqual([]);
  });
});

describe('closing and merging', () => {
  const open = { location_id: 6, parent_id: 3, level_id: 6, closed_on: null };
  it.each([
    ['closing an open place', open, true, []],
    ['closing the root', { ...open, parent_id: null }, true, [M.ROOT_CLOSE]],
    ['closing a closed place', { ...open, closed_on: '2026-11-01' }, true, [M.ALREADY_CLOSED]],
    ['reopening a closed place', { ...open, closed_on: '2026-11-01' }, false, []],
    ['reopening an open place', open, false, [M.NOT_CLOSED]],
  ])('%s', (_n, place, close, keys) => {
    expect(closeProblems(place, close).map((p) => p.key)).toEqual(keys);
  });

  const into = { location_id: 7, level_id: 6, closed: false };
  it.each([
    ['two तालुके', open, into, []],
    ['itself', open, { ...into, location_id: 6 }, [M.MERGE_SELF]],
    ['another level', open, { ...into, level_id: 3 }, [M.MERGE_LEVEL]],
    ['into a closed place', open, { ...into, closed: true }, [M.MERGE_CLOSED]],
    ['a closed place', { ...open, closed_on: '2026-11-01' }, into, [M.MERGE_CLOSED]],
    ['the root', { ...open, parent_id: null }, into, [M.ROOT]],
  ])('merging %s', (_n, place, target, keys) => {
    expect(mergeProblems(place, target).map((p) => p.key)).toEqual(keys);
  });
});

describe('a move', () => {
  const spot = (id: number, parent: number | null, level: number, path: string): TreeSpot => ({
    location_id: id,
    parent_id: parent,
    level_id: level,
    path,
  });
  const taluka = spot(6, 3, 6, '/1/2/3/6/');
  it.each([
    ['to another जिल्हा', taluka, spot(4, 2, 3, '/1/2/4/'), []],
    ['the root', spot(1, null, 1, '/1/'), spot(4, 2, 3, '/1/2/4/'), [M.ROOT]],
    ['into its own subtree', taluka, spot(9, 6, 8, '/1/2/3/6/9/'), [G.CYCLE]],
    ['onto itself', taluka, taluka, [G.CYCLE]],
    ['under a place of a lower level', taluka, spot(7, 4, 7, '/1/2/4/7/'), [G.PARENT_LEVEL]],
    [
      'a वस्ती under a गाव',
      spot(30, 20, 11, '/1/20/30/'),
      spot(21, 20, 10, '/1/20/21/'),
      [G.PARENT_LEVEL],
    ],
    ['under the parent it has', taluka, spot(3, 2, 3, '/1/2/3/'), [M.SAME_PARENT]],
  ])('%s', (_n, place, parent, keys) => {
    expect(moveProblems(place, parent).map((p) => p.key)).toEqual(keys);
  });
});

describe('the changes the tree page offers', () => {
  const own = { location_id: 5, level_id: 3 };
  const below = { location_id: 9, level_id: 6 };
  const root = { location_id: 1, level_id: 1 };
  const leaf = { location_id: 12, level_id: 11 };
  const as = (admin: boolean, karyalay_pramukh: boolean) => ({
    admin,
    karyalay_pramukh,
    location_id: 5,
  });
  it.each([
    [
      'an admin, the root',
      as(true, false),
      root,
      { add: true, rename: true, move: false, close: false, reopen: false, merge: false },
    ],
    [
      'an admin, a वस्ती',
      as(true, false),
      leaf,
      { add: false, rename: true, move: true, close: true, reopen: false, merge: true },
    ],
    [
      'an office head, their own place',
      as(false, true),
      own,
      { add: true, rename: false, move: false, close: false, reopen: false, merge: false },
    ],
    [
      'an office head, a place below',
      as(false, true),
      below,
      { add: true, rename: true, move: true, close: true, reopen: false, merge: true },
    ],
    [
      'an office head, a closed place below',
      as(false, true),
      { ...below, closed_on: '2026-11-01' },
      { add: false, rename: true, move: true, close: false, reopen: true, merge: false },
    ],
    [
      'an editor',
      as(false, false),
      below,
      { add: false, rename: false, move: false, close: false, reopen: false, merge: false },
    ],
  ])('%s', (_n, actor, place, offered) => {
    expect(placeActions(actor, place)).toEqual(offered);
  });

  it.each([
    [{ body: { code: 'VALIDATION', error: [{ key: G.CYCLE }] } }, G.CYCLE],
    [{ body: { code: 'OUT_OF_SCOPE' } }, 'app.error.OUT_OF_SCOPE'],
    [new Error('network'), 'app.placeAdmin.failed'],
  ])('a refusal reads as its key (%#)', (error, key) => {
    expect(placeRefusalKey(error)).toBe(key);
  });
});
