import { describe, expect, it } from 'vitest';
import {
  GEO_MESSAGE as M,
  planGeoImport,
  type GeoImportRow,
  type TreePlace,
} from '../../src/domain/geoImport';
import { geoRow as row } from '../support/geoRows';

const SHEET: GeoImportRow[] = [
  row('P', undefined, 1, 'पश्चिम महाराष्ट्र', 'प्रांत'),
  row('V1', 'P', 2, 'पुणे', 'विभाग'),
  row('J1', 'V1', 3, 'पश्चिम पुणे', 'ग्रामीण जिल्हा'),
  row('T1', 'J1', 6, 'मुळशी', 'तालुका'),
];
const TREE: TreePlace[] = [
  {
    location_id: 1,
    parent_id: null,
    level_id: 1,
    localized_name: 'पश्चिम महाराष्ट्र',
    name_suffix: 'प्रांत',
    code: 'P',
  },
  {
    location_id: 2,
    parent_id: 1,
    level_id: 2,
    localized_name: 'पुणे',
    name_suffix: 'विभाग',
    code: 'V1',
  },
  {
    location_id: 3,
    parent_id: 2,
    level_id: 3,
    localized_name: 'पश्चिम पुणे',
    name_suffix: 'ग्रामीण जिल्हा',
    code: 'J1',
  },
  {
    location_id: 4,
    parent_id: 3,
    level_id: 6,
    localized_name: 'मुळशी',
    name_suffix: 'तालुका',
    code: 'T1',
  },
  {
    location_id: 5,
    parent_id: 1,
    level_id: 2,
    localized_name: 'कोल्हापूर',
    name_suffix: 'विभाग',
    code: 'V2',
  },
];

describe('a geography sheet’s problems (dry run)', () => {
  it.each([
    ['no code', [row('', 'P', 2, 'x', 'विभाग')], [[0, 'code', M.CODE]]],
    [
      'a code twice',
      [row('A', 'P', 2, 'x', 'विभाग'), row('A', 'P', 2, 'y', 'विभाग')],
      [[1, 'code', M.DUPLICATE_CODE]],
    ],
    ['no name', [row('A', 'P', 2, ' ', 'विभाग')], [[0, 'name', M.NAME]]],
    ['a level that does not exist', [row('A', 'P', 12, 'x', 'विभाग')], [[0, 'levelId', M.LEVEL]]],
    ['a suffix of another level', [row('A', 'P', 2, 'x', 'तालुका')], [[0, 'suffix', M.SUFFIX]]],
    ['an unknown parent', [row('A', 'Q', 2, 'x', 'विभाग')], [[0, 'parent', M.UNKNOWN_PARENT]]],
    [
      'a level that cannot sit under its parent',
      [row('A', 'T1', 3, 'x', 'भाग')],
      [[0, 'parent', M.PARENT_LEVEL]],
    ],
    [
      'a place under a गाव (a leaf)',
      [row('G', 'T1', 10, 'वडगाव', 'गाव'), row('V', 'G', 11, 'वाडी', 'वस्ती')],
      [[1, 'parent', M.PARENT_LEVEL]],
    ],
    ['a second root', [row('A', undefined, 1, 'x', 'प्रांत')], [[0, 'parent', M.NO_PARENT]]],
    [
      'a level change of a known place',
      [row('T1', 'J1', 7, 'मुळशी', 'नगर')],
      [[0, 'levelId', M.LEVEL_CHANGE]],
    ],
    [
      'a cycle in the sheet',
      [row('A', 'B', 6, 'x', 'तालुका'), row('B', 'A', 8, 'y', 'उपखंड')],
      [
        [0, 'parent', M.PARENT_LEVEL],
        [0, 'parent', M.CYCLE],
        [1, 'parent', M.CYCLE],
      ],
    ],
    [
      'a place moved under its own child',
      [row('V1', 'J1', 2, 'पुणे', 'विभाग')],
      [
        [0, 'parent', M.PARENT_LEVEL],
        [0, 'parent', M.CYCLE],
      ],
    ],
  ] as const)('%s', (_what, rows, expected) => {
    const { problems, steps } = planGeoImport(rows, TREE);
    expect(problems.map((p) => [p.row, p.field, p.key])).toEqual(expected);
    expect(steps).toEqual([]);
  });
});

describe('what a clean sheet does', () => {
  it('builds the root and everything under it on an empty tree, parents first', () => {
    const { problems, steps } = planGeoImport([...SHEET].reverse(), []);
    expect(problems).toEqual([]);
    expect(steps.map((s) => [s.row, s.action])).toEqual([
      [3, 'add'],
      [2, 'add'],
      [1, 'add'],
      [0, 'add'],
    ]);
    expect(steps[0]!.parent).toBeNull();
  });

  it('changes nothing when the same sheet comes again', () => {
    const { steps } = planGeoImport(SHEET, TREE);
    expect(steps.map((s) => s.action)).toEqual(['same', 'same', 'same', 'same']);
  });

  it('renames on a changed name, moves on a changed parent, adds under a place without a code', () => {
    const sheet = [
      row('J1', 'V2', 3, 'पश्चिम पुणे (नवे)', 'ग्रामीण जिल्हा'),
      { code: 'U9', parentId: 4, levelId: 8, name: 'पौड', suffix: 'उपखंड' },
    ];
    const { problems, steps } = planGeoImport(sheet, TREE);
    expect(problems).toEqual([]);
    expect(steps.map((s) => [s.action, s.existingId, s.parent])).toEqual([
      ['renameAndMove', 3, { id: 5 }],
      ['add', undefined, { id: 4 }],
    ]);
  });
});
