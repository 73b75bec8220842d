import { describe, expect, it } from 'vitest';
import { LEVEL, SUFFIX } from '../../src/domain';
import { reportPathFor, reportView, type ReportView } from '../../src/domain/report';

/** The only level/suffix pairs that have a view; every other pair has none. */
const VIEWS: [level: number, suffix: string, view: ReportView][] = [
  [LEVEL.BHAG, SUFFIX.BHAG, 'bhag'],
  [LEVEL.BHAG, SUFFIX.GRAMIN_JILHA, 'gramin_jilha'],
  [LEVEL.UPKHAND, SUFFIX.UPKHAND, 'upkhand'],
  [LEVEL.UPKHAND, SUFFIX.UPKHAND_NAGAR, 'upkhand_nagar'],
];
/** Levels whose view does not depend on the suffix. */
const BY_LEVEL: Record<number, ReportView> = {
  [LEVEL.TALUKA]: 'taluka',
  [LEVEL.NAGAR]: 'city_nagar',
};

const LEVELS = Array.from({ length: 11 }, (_, i) => i + 1);
const SUFFIXES = ['', ...Object.values(SUFFIX), 'अज्ञात'];

function expected(level: number, suffix: string): ReportView | undefined {
  if (BY_LEVEL[level]) return BY_LEVEL[level];
  return VIEWS.find(([l, s]) => l === level && s === suffix)?.[2];
}

describe('reportView', () => {
  const cases = LEVELS.flatMap((level) =>
    SUFFIXES.map((suffix) => [level, suffix, expected(level, suffix)] as const),
  );

  it.each(cases)('level %i with suffix "%s" gives %s', (level, suffix, view) => {
    expect(reportView(level, suffix)).toBe(view);
  });

  it('reads level ids sent as text and ignores spaces around the suffix', () => {
    expect(reportView('3', ' भाग ')).toBe('bhag');
    expect(reportView('8', 'उपखंड नगर ')).toBe('upkhand_nagar');
    expect(reportView(8, null)).toBeUndefined();
    expect(reportView(6, undefined)).toBe('taluka');
  });

  it('has a view for every report level (3, 6, 7, 8) and for no other', () => {
    const withView = LEVELS.filter((l) => SUFFIXES.some((s) => reportView(l, s)));
    expect(withView).toEqual([3, 6, 7, 8]);
  });
});

describe('reportPathFor', () => {
  const PATHS: Record<number, string> = { 3: 'bhag', 6: 'taluka', 7: 'nagar', 8: 'upkhand' };

  it.each(LEVELS)('level %i', (level) => {
    expect(reportPathFor(level)).toBe(PATHS[level]);
  });

  it('reads level ids sent as text', () => {
    expect(reportPathFor('7')).toBe('nagar');
    expect(reportPathFor('x')).toBeUndefined();
  });
});
