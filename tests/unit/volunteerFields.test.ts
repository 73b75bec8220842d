import { describe, expect, it } from 'vitest';
import {
  VOLUNTEER_DEPENDENTS,
  VOLUNTEER_FIELD,
  VOLUNTEER_FIELDS,
  VOLUNTEER_LIST_COLUMNS,
  VOLUNTEER_MAX_LENGTH,
  VOLUNTEER_REPORT_FILTERS,
  VOLUNTEER_SECTIONS,
  itemsFor,
  itemsForChosen,
  type VolunteerFieldDeclaration,
  type VolunteerFieldKey,
} from '../../src/domain/modules/volunteers';
import { swayamsevakEn } from '../../src/i18n/en/resources/swayamsevak';
import { swayamsevakMr } from '../../src/i18n/mr/resources/swayamsevak';
import { REFERENCE } from './volunteerFixture';

const FIELDS = VOLUNTEER_FIELDS as readonly VolunteerFieldDeclaration[];
const names = (items: readonly { localized_name: string }[] | undefined) =>
  (items ?? []).map((item) => item.localized_name);

describe('the volunteer field declaration', () => {
  it('names each field once, each with a label in both dictionaries', () => {
    expect(new Set(FIELDS.map((f) => f.name)).size).toBe(FIELDS.length);
    for (const { name } of FIELDS) {
      expect(swayamsevakMr.fields, name).toHaveProperty(name);
      expect(swayamsevakEn.fields, name).toHaveProperty(name);
    }
  });

  it('puts every field in a labelled section', () => {
    for (const section of VOLUNTEER_SECTIONS) {
      expect(swayamsevakMr.sections).toHaveProperty(section);
      expect(swayamsevakEn.sections).toHaveProperty(section);
    }
    for (const field of FIELDS) expect(VOLUNTEER_SECTIONS, field.name).toContain(field.section);
  });

  it('bounds every text field and no flag', () => {
    for (const field of FIELDS) {
      const max = (VOLUNTEER_MAX_LENGTH as Record<string, number>)[field.name];
      if (field.type === 'yesNo') expect(max, field.name).toBeUndefined();
      else expect(max, field.name).toBeGreaterThan(0);
    }
  });

  it('declares a dependent list after its parent, from a select field', () => {
    FIELDS.forEach((field, index) => {
      const parent = field.choicesFrom?.parent;
      if (!parent) return;
      const at = FIELDS.findIndex((f) => f.name === parent);
      expect(at, field.name).toBeGreaterThanOrEqual(0);
      expect(at, field.name).toBeLessThan(index);
      expect(FIELDS[at]!.type).toBe('select');
    });
  });

  it('gives the spec order of the list columns and the report filters', () => {
    expect(VOLUNTEER_LIST_COLUMNS).toEqual([
      'firstName',
      'fatherName',
      'surname',
      'mobile',
      'category',
      'account',
      'responsibilityLevel',
      'responsibility',
    ]);
    expect(VOLUNTEER_REPORT_FILTERS).toEqual([
      'bloodGroup',
      'trainingInOrganization',
      'occupation',
      'occupationDetails1',
      'occupationDetails2',
      'category',
      'account',
      'responsibilityLevel',
      'responsibility',
    ]);
  });

  it('clears every field hanging on a changed one, however deep', () => {
    expect(VOLUNTEER_DEPENDENTS).toEqual({
      occupation: ['occupationDetails1', 'occupationDetails2'],
      occupationDetails1: ['occupationDetails2'],
      category: ['account'],
      responsibilityLevel: ['responsibility'],
    });
  });
});

describe('the choices a select field offers', () => {
  const occupation = REFERENCE.occupations[0]!;
  const area = occupation.VyavasayKshetras[0]!;
  const level = REFERENCE.responsibilityLevels[0]!;

  it.each<[VolunteerFieldKey, Record<string, unknown>, string[] | undefined]>([
    ['occupation', {}, names(REFERENCE.occupations)],
    ['occupationDetails1', {}, undefined],
    [
      'occupationDetails1',
      { occupation: occupation.localized_name },
      names(occupation.VyavasayKshetras),
    ],
    [
      'occupationDetails2',
      { occupation: occupation.localized_name, occupationDetails1: area.localized_name },
      names(area.vyavasay_tapshils),
    ],
    [
      'occupationDetails2',
      { occupation: 'नाही असा', occupationDetails1: area.localized_name },
      undefined,
    ],
    // a level matches without its spaces
    [
      'responsibility',
      { responsibilityLevel: level.localized_name.replace(/\s/g, '') },
      names(level.dayitvaData),
    ],
    ['bloodGroup', {}, [...(VOLUNTEER_FIELD.bloodGroup.choices ?? [])]],
  ])('%s of %j', (field, row, expected) => {
    const items = itemsFor(REFERENCE, field, row);
    expect(items && names(items)).toEqual(expected);
  });

  it('gathers the lists of every chosen parent for the report filters', () => {
    const [first, second] = REFERENCE.occupations;
    const chosen = { occupation: [first!.localized_name, second!.localized_name] };
    expect(names(itemsForChosen(REFERENCE, 'occupationDetails1', chosen))).toEqual([
      ...names(first!.VyavasayKshetras),
      ...names(second!.VyavasayKshetras),
    ]);
    expect(itemsForChosen(REFERENCE, 'occupationDetails1', {})).toEqual([]);
  });
});
