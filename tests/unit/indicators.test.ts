import { rollupColumns, type RollupRow } from '../../src/domain/engine';
import { bhaugolik } from '../../src/domain/modules/bhaugolik';
import { indicatorValue, reportTotalsRow } from '../../src/domain/report';

// issue 49 §3: named figures of a form's roll-ups, in the checks' expression language
describe('indicatorValue', () => {
  const figures: Record<string, number | null> = {
    reached: 3,
    eligible: 4,
    persons: 50,
    households: 0,
    records: 3,
  };
  const of = (name: string) => figures[name] ?? null;
  it.each([
    [{ name: 'a', numerator: 'reached', denominator: 'eligible', factor: 100 }, 75],
    [{ name: 'b', numerator: 'persons', denominator: 'records' }, 16.7],
    [{ name: 'c', numerator: 'persons + reached' }, 53],
    [{ name: 'd', numerator: 'persons', denominator: 'households' }, null],
    [{ name: 'e', numerator: 'persons', denominator: 'nothing' }, null],
    [{ name: 'f', numerator: 'persons ×' }, null],
  ])('%o → %s', (indicator, value) => expect(indicatorValue(indicator, of)).toBe(value));
});

describe('a roll-up report’s indicators', () => {
  const row = (
    id: number,
    reached: number,
    eligible: number,
    persons: number,
    households: number,
  ): RollupRow => ({
    location_id: id,
    localized_name: `ठिकाण ${id}`,
    name_suffix: 'उपखंड',
    level_id: 8,
    eligible,
    values: { _records: reached, reached, persons, households },
  });
  const columns = rollupColumns(bhaugolik);
  const at = (key: string) => columns.findIndex((c) => c.labelKey === key);
  const share = at('resources.bhaugolik.indicators.reachedShare');
  const perHouse = at('resources.bhaugolik.indicators.personsPerHousehold');
  const rows = [row(1, 3, 4, 50, 10), row(2, 1, 4, 9, 0)];

  it('shows each of a row’s, blank where it has no value', () => {
    expect(rows.map((r) => [columns[share]!.value(r), columns[perHouse]!.value(r)])).toEqual([
      [75, 5],
      [25, ''],
    ]);
  });

  it('gives the totals’ from the summed figures, not a sum of the rows’', () => {
    const totals = reportTotalsRow(columns, rows, 'एकूण');
    expect([totals[share], totals[perHouse]]).toEqual([50, 5.9]);
  });
});
