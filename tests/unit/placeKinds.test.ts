import { describe, expect, it } from 'vitest';
import { LEVEL, SUFFIX } from '../../src/domain/levels';
import { kindsCovering, kindsOf, type PlaceKind } from '../../src/domain/report';

describe('place kinds, declared once as data', () => {
  it.each<[string, number, string, PlaceKind[]]>([
    ['गाव', LEVEL.GAON, '', ['gaon']],
    ['वस्ती (also a गाव)', LEVEL.VASTI, '', ['gaon', 'vasti']],
    ['मंडल', LEVEL.MANDAL, '', ['mandal']],
    ['नगर', LEVEL.NAGAR, '', ['nagar']],
    ['तालुका', LEVEL.TALUKA, '', ['taluka']],
    ['उपखंड', LEVEL.UPKHAND, SUFFIX.UPKHAND, ['upkhand']],
    ['उपखंड नगर', LEVEL.UPKHAND, SUFFIX.UPKHAND_NAGAR, ['upkhand_nagar']],
    ['an उपखंड-level place of another suffix', LEVEL.UPKHAND, 'इतर', []],
    ['जिल्हा', LEVEL.JILHA, '', []],
  ])('%s', (_, level, suffix, kinds) => {
    expect(kindsOf(level, suffix)).toEqual(kinds);
  });

  it.each<[number[], PlaceKind[] | undefined]>([
    [[LEVEL.GAON, LEVEL.VASTI], ['gaon']],
    [[LEVEL.VASTI, LEVEL.GAON], ['gaon']],
    [[LEVEL.VASTI], ['vasti']],
    [[LEVEL.MANDAL], ['mandal']],
    [[LEVEL.TALUKA], ['taluka']],
    [[LEVEL.UPKHAND], ['upkhand', 'upkhand_nagar']],
    [[LEVEL.GAON], undefined],
    [[LEVEL.JILHA], undefined],
  ])('the kinds counting exactly levels %j', (levels, kinds) => {
    expect(kindsCovering(levels)).toEqual(kinds);
  });
});
