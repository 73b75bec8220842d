import { describe, expect, it } from 'vitest';
import {
  registerReport,
  registerReportRows,
  reportFilterChoices,
  type RegisterDeclaration,
} from '../../src/domain/engine';
import { registerByName } from '../../src/domain/modules';
import { chosenColumns, groupState, toggleColumn, toggleGroup } from '../../src/domain/report';
import { i18nProvider } from '../../src/i18n';

const sevaVasti = registerByName('seva-vasti')!;
const translate = (key: string, options?: object) => i18nProvider.translate(key, options);
const LOCKED = ['a'];

describe('choosing report columns (issue 23)', () => {
  it.each([
    ['locked first, then in the order chosen', [], ['c', 'b'], ['a', 'c', 'b']],
    ['each once', [], ['b', 'a', 'b'], ['a', 'b']],
  ])('%s', (_what, _none, chosen, expected) => {
    expect(chosenColumns(LOCKED, chosen)).toEqual(expected);
  });

  it.each([
    [
      'a group on adds its missing fields after the chosen',
      ['a', 'd'],
      ['b', 'c'],
      true,
      ['a', 'd', 'b', 'c'],
    ],
    ['a group off drops them', ['a', 'b', 'd', 'c'], ['b', 'c'], false, ['a', 'd']],
    ['a group off keeps the locked field', ['a', 'b'], ['a', 'b'], false, ['a']],
  ])('%s', (_what, chosen, group, on, expected) => {
    expect(toggleGroup(LOCKED, chosen, group, on)).toEqual(expected);
  });

  it.each([
    [['a'], 'b', true, ['a', 'b']],
    [['a', 'b'], 'b', false, ['a']],
    [['a', 'b'], 'a', false, ['a', 'b']],
  ])('from %j, switching %s to %s gives %j', (chosen, key, on, expected) => {
    expect(toggleColumn(LOCKED, chosen, key, on)).toEqual(expected);
  });

  it.each([
    [['a', 'b', 'c'], 'all'],
    [['a', 'b'], 'some'],
    [['a'], 'none'],
  ] as const)('a group of b and c with %j chosen is %s', (chosen, state) => {
    expect(groupState(chosen, ['b', 'c'])).toBe(state);
  });
});

describe("a register's report (reportBuilder)", () => {
  it('offers every field, locks the title field, groups each section of two fields or more and filters by the standard filters', () => {
    const report = registerReport(sevaVasti);
    expect(report.locked).toEqual(['name']);
    expect(report.columns).toEqual(sevaVasti.fields.map((f) => f.name));
    expect(report.groups.map((g) => g.id)).toEqual(['vasti', 'contact']);
    expect(report.filters.map((f) => f.name)).toEqual(['vastiType', 'activities']);
  });

  it('locks the reportLocked fields and orders the reportFilter ones', () => {
    const d: RegisterDeclaration = {
      ...sevaVasti,
      fields: sevaVasti.fields.map((f) =>
        f.name === 'households'
          ? { ...f, reportLocked: true }
          : f.name === 'activities'
            ? { ...f, reportFilter: 1 }
            : f.name === 'vastiType'
              ? { ...f, reportFilter: 2 }
              : f,
      ),
    };
    expect(registerReport(d).locked).toEqual(['households']);
    expect(registerReport(d).filters.map((f) => f.name)).toEqual(['activities', 'vastiType']);
  });

  it('offers a choice filter its choices and a yes/no filter both answers', () => {
    const vastiType = sevaVasti.fields.find((f) => f.name === 'vastiType')!;
    expect(reportFilterChoices(sevaVasti, vastiType).map((c) => translate(c.label))).toEqual([
      'झोपडपट्टी',
      'वनवासी पाडा',
      'ग्रामीण वस्ती',
      'इतर',
    ]);
    const flag = { name: 'x', type: 'flag' } as const;
    expect(reportFilterChoices(sevaVasti, flag).map((c) => c.value)).toEqual([true, false]);
  });

  it('writes the locked and chosen columns in order, as the list shows them, with totals', () => {
    const records = [
      { name: 'गणेश वस्ती', vastiType: 'itar', households: 40, activities: ['arogya'] },
      { name: 'शिव वस्ती', vastiType: 'zopadpatti', households: 2, activities: [] },
    ];
    const rows = registerReportRows(sevaVasti, ['households', 'vastiType'], records, translate);
    expect(rows[0]).toEqual(['वस्तीचे नाव', 'कुटुंब संख्या', 'वस्तीचा प्रकार']);
    expect(rows[1]).toEqual(['गणेश वस्ती', 40, 'इतर']);
    expect(rows[2]).toEqual(['शिव वस्ती', 2, 'झोपडपट्टी']);
    expect(rows[3]).toEqual([translate('app.entity.total'), 42, '']);
    expect(rows.length).toBe(4);
  });
});
