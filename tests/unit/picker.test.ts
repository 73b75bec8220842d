import {
  canExpand,
  isLevelShown,
  isSelectableLevel,
  pickerPlan,
  visibleChildren,
} from '../../src/domain/picker';
import type { GeoNode, PlaceRef } from '../../src/domain/geo';
import { SUFFIX } from '../../src/domain/levels';

const place = (level_id: number, name_suffix: string): PlaceRef => ({
  location_id: 100 + level_id,
  level_id,
  localized_name: 'स्थान',
  name_suffix,
});

const SUFFIX_OF: Record<number, string> = {
  1: SUFFIX.PRANT,
  2: SUFFIX.VIBHAG,
  3: SUFFIX.BHAG,
  6: SUFFIX.TALUKA,
  7: SUFFIX.NAGAR,
  8: SUFFIX.UPKHAND,
  9: SUFFIX.MANDAL,
  10: SUFFIX.GAON,
  11: SUFFIX.VASTI,
};

// [level, suffix, reportsMode, skipLeaf, fetchSubtree] — spec §6 picker paragraph
const PLAN_CASES: [number, string, boolean, boolean, boolean][] = [];
for (const level of [1, 2, 3, 6, 7, 8, 9, 10, 11]) {
  for (const reportsMode of [false, true]) {
    for (const skipLeaf of [false, true]) {
      const suffix = SUFFIX_OF[level];
      const noFetch =
        (reportsMode && level >= 7) ||
        (skipLeaf && [SUFFIX.NAGAR, SUFFIX.MANDAL, SUFFIX.UPKHAND_NAGAR].includes(suffix as never));
      PLAN_CASES.push([level, suffix, reportsMode, skipLeaf, !noFetch]);
    }
  }
}
PLAN_CASES.push([8, SUFFIX.UPKHAND_NAGAR, false, true, false]);
PLAN_CASES.push([8, SUFFIX.UPKHAND_NAGAR, false, false, true]);
PLAN_CASES.push([3, SUFFIX.GRAMIN_JILHA, true, true, true]);
// a level-7 user in reports mode can pick only their own नगर
PLAN_CASES.push([7, SUFFIX.NAGAR, true, false, false]);

describe('pickerPlan', () => {
  for (const [level, suffix, reportsMode, skipLeaf, fetch] of PLAN_CASES) {
    it(`level ${level} ${suffix} reports=${reportsMode} skipLeaf=${skipLeaf}`, () => {
      const location = place(level, suffix);
      const plan = pickerPlan({ levelId: level, location }, { reportsMode, skipLeaf });
      expect(plan).toEqual({ root: location, fetchSubtree: fetch });
    });
  }
});

const node = (
  id: number,
  level_id: number,
  name_suffix: string,
  children?: GeoNode[],
): GeoNode => ({
  location_id: id,
  level_id,
  level: { level_id },
  localized_name: `n${id}`,
  name_suffix,
  parent_id: null,
  child_count: children?.length ?? 0,
  children,
});

describe('visibleChildren', () => {
  const vasti = [node(11, 11, SUFFIX.VASTI), node(12, 11, SUFFIX.VASTI)];
  const upkhandNagar = node(8, 8, SUFFIX.UPKHAND_NAGAR, vasti);
  const nagar = node(7, 7, SUFFIX.NAGAR, [upkhandNagar]);
  const gaon = node(10, 10, SUFFIX.GAON);

  it('keeps children as they are without a mode', () => {
    expect(visibleChildren([nagar, gaon]).map((n) => n.location_id)).toEqual([7, 10]);
  });
  it('drops the leaf level when skipping it', () => {
    expect(visibleChildren([nagar, gaon], { skipLeaf: true }).map((n) => n.location_id)).toEqual([
      7,
    ]);
    expect(visibleChildren(vasti, { skipLeaf: true })).toEqual([]);
  });
});

describe('canExpand', () => {
  const CASES: [GeoNode, boolean, boolean][] = [
    [node(1, 6, SUFFIX.TALUKA, [node(2, 8, SUFFIX.UPKHAND)]), false, true],
    [node(1, 6, SUFFIX.TALUKA, [node(2, 8, SUFFIX.UPKHAND)]), true, true],
    [node(1, 9, SUFFIX.MANDAL, [node(2, 10, SUFFIX.GAON)]), false, true],
    [node(1, 9, SUFFIX.MANDAL, [node(2, 10, SUFFIX.GAON)]), true, false],
    [node(1, 8, SUFFIX.UPKHAND_NAGAR, [node(2, 11, SUFFIX.VASTI)]), true, false],
    [node(1, 8, SUFFIX.UPKHAND, [node(2, 9, SUFFIX.MANDAL)]), true, true],
    [node(1, 10, SUFFIX.GAON), false, false],
    [node(1, 6, SUFFIX.TALUKA), false, false],
  ];
  for (const [n, skipLeaf, expected] of CASES) {
    it(`${n.name_suffix} with ${n.child_count} children, skipLeaf=${skipLeaf} → ${expected}`, () => {
      expect(canExpand(n, { skipLeaf })).toBe(expected);
    });
  }
});

describe('shown and selectable levels', () => {
  const SHOWN: [number, boolean, boolean][] = [
    [7, false, true],
    [8, true, true],
    [10, true, false],
    [11, true, false],
    [10, false, true],
    [9, true, true],
  ];
  for (const [level, skipLeaf, shown] of SHOWN) {
    it(`level ${level} skipLeaf=${skipLeaf} → ${shown ? 'shown' : 'not shown'}`, () => {
      expect(isLevelShown(level, { skipLeaf })).toBe(shown);
    });
  }
  it('limits selection to the given levels', () => {
    expect(isSelectableLevel(place(8, SUFFIX.UPKHAND), [7, 8])).toBe(true);
    expect(isSelectableLevel(place(6, SUFFIX.TALUKA), [7, 8])).toBe(false);
    expect(isSelectableLevel(place(6, SUFFIX.TALUKA))).toBe(true);
  });
});
