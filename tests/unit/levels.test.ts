import {
  isGatheringLevel,
  isReportLevel,
  isSystemUserLevel,
  isTooBroadForListing,
  isVolunteerLevel,
  levelLabel,
  LEVEL_COLOURS,
} from '../../src/domain/levels';
import { isWithinPath, pathOf, placeLabel } from '../../src/domain/geo';

// DESIGN §6 rules, level by level: [level, volunteer, gathering, report, too broad, system user]
const RULES: [number, boolean, boolean, boolean, boolean, boolean][] = [
  [1, false, false, false, true, true],
  [2, false, false, false, true, true],
  [3, false, false, true, false, true],
  [4, false, false, false, false, true],
  [5, false, false, false, false, true],
  [6, false, false, true, false, true],
  [7, false, true, true, false, true],
  [8, false, true, true, false, true],
  [9, false, false, false, false, false],
  [10, true, false, false, false, false],
  [11, true, false, false, false, false],
];

describe('level rules', () => {
  for (const [level, volunteer, gathering, report, broad, systemUser] of RULES) {
    it(`level ${level}`, () => {
      expect(isVolunteerLevel(level)).toBe(volunteer);
      expect(isGatheringLevel(level)).toBe(gathering);
      expect(isReportLevel(level)).toBe(report);
      expect(isTooBroadForListing(level)).toBe(broad);
      expect(isSystemUserLevel(level)).toBe(systemUser);
      expect(LEVEL_COLOURS[level]).toMatch(/^#[0-9a-f]{6}$/);
    });
  }
  it('names levels 3 and 8 by their suffix', () => {
    expect(levelLabel(3, 'ग्रामीण जिल्हा')).toBe('ग्रामीण जिल्हा');
    expect(levelLabel(8, 'उपखंड नगर')).toBe('उपखंड नगर');
    expect(levelLabel(6, 'तालुका')).toBe('तालुका');
    expect(levelLabel(7, 'नगर')).toBe('शहरी नगर');
  });
});

describe('places and paths', () => {
  it('labels a place with its suffix', () => {
    expect(placeLabel({ localized_name: 'मुळशी', name_suffix: 'तालुका' })).toBe('मुळशी तालुका');
    expect(placeLabel({ localized_name: 'मुळशी', name_suffix: '' })).toBe('मुळशी');
  });
  it('tells subtree membership from stored paths', () => {
    expect(pathOf([1, 5, 9])).toBe('/1/5/9/');
    expect(isWithinPath('/1/5/9/', '/1/5/')).toBe(true);
    expect(isWithinPath('/1/5/', '/1/5/')).toBe(true);
    expect(isWithinPath('/1/50/', '/1/5/')).toBe(false);
    expect(isWithinPath('/1/', '/1/5/')).toBe(false);
  });
});
