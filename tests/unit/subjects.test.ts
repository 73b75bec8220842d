import { describe, expect, it } from 'vitest';
import {
  declarationProblems,
  reportsOwnRow,
  rollupColumns,
  type CountFormDeclaration,
} from '../../src/domain/engine';
import { countFormByName } from '../../src/domain/modules';
import { SUBJECT_KINDS, isSubjectKind } from '../../src/domain/subjects';

const utsav = countFormByName('utsav')!;
const bhaugolik = countFormByName('bhaugolik')!;

describe('the subject kinds table', () => {
  it.each([
    ['unit', true],
    ['place', true],
    ['person', false],
    ['hasOwnProperty', false],
  ])('%s is a kind: %s', (name, known) => {
    expect(isSubjectKind(name)).toBe(known);
  });

  it.each([
    // [form, its kind's eligible column key, a place of its own levels holds its own row]
    [utsav, 'app.countReport.col.eligibleUnits', 10, false],
    [bhaugolik, 'app.countReport.col.eligiblePlaces', bhaugolik.placeLevels[0]!, true],
  ] as const)('%#: the report and roll-up follow the form’s subject', (d, column, level, own) => {
    const labels = rollupColumns(d).map((c) => c.labelKey);
    expect(labels).toContain(column);
    expect(reportsOwnRow(d, level)).toBe(own);
    expect(SUBJECT_KINDS[d.subject].ownRowAtPlaceLevels).toBe(own);
  });

  it('refuses an unknown subject, and unit inputs on subjects without a sub-type', () => {
    const unknown = { ...utsav, subject: 'person' } as unknown as CountFormDeclaration;
    expect(declarationProblems(unknown)).toContain('utsav: subject person');
    const onPlaces = { ...utsav, subject: 'place' } as CountFormDeclaration;
    expect(declarationProblems(onPlaces)).toContain(
      'utsav: unit inputs need subjects with a sub-type',
    );
    expect(declarationProblems(utsav)).toEqual([]);
  });
});
