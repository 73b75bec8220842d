import { keyedError, keyedRows, fieldIssueRows } from '../../server/shared/keyedErrors';
import { geoImportMr } from '../../src/i18n/mr/geoImport';
import { placeAdminMr } from '../../src/i18n/mr/placeAdmin';

const G = geoImportMr.geoImport.problem;

describe('the Marathi text of the domain’s keys, made in one place', () => {
  it.each([
    [{ key: 'app.geoImport.problem.name' }, { key: 'app.geoImport.problem.name', message: G.name }],
    [
      { key: 'app.geoImport.problem.cycle', row: 4, field: 'parent', prefix: '5: ' },
      { key: 'app.geoImport.problem.cycle', row: 4, field: 'parent', message: `5: ${G.cycle}` },
    ],
    [
      { key: 'app.placeAdmin.problem.closed', args: { place: 'कोळवण गाव' } },
      {
        key: 'app.placeAdmin.problem.closed',
        args: { place: 'कोळवण गाव' },
        message: placeAdminMr.placeAdmin.problem.closed.replace('%{place}', 'कोळवण गाव'),
      },
    ],
    [{ key: 'app.no.such.key' }, { key: 'app.no.such.key', message: 'app.no.such.key' }],
  ])('%j', (issue, row) => {
    expect(keyedRows([issue])).toEqual([row]);
  });

  it('answers 400 VALIDATION with every row, headed by the first or by its own headline', () => {
    const issues = [{ key: 'app.geoImport.problem.name' }, { key: 'app.geoImport.problem.code' }];
    const plain = keyedError(issues).toBody();
    expect(plain).toMatchObject({ code: 'VALIDATION', message: G.name });
    expect(plain.error).toHaveLength(2);
    const headed = keyedError(issues, { key: 'app.geoImport.problem.cycle' });
    expect(headed.statusCode).toBe(400);
    expect(headed.message).toBe(G.cycle);
  });

  it('names a declared field by its label, an undeclared one by its name', () => {
    const d = { name: 'utsav', fields: [{ name: 'heldOn' }] };
    const rows = fieldIssueRows(
      d,
      [
        { field: 'heldOn', key: 'app.geoImport.problem.name' },
        { field: 'other', key: 'app.geoImport.problem.code' },
      ],
      { row: 7, prefix: 'शाखा: ' },
    );
    expect(rows.map((r) => r.row)).toEqual([7, 7]);
    expect(rows[0]!.message.startsWith('शाखा: ')).toBe(true);
    expect(rows[0]!.message).toContain(G.name);
    expect(rows[0]!.message).not.toContain('heldOn');
    expect(rows[1]!.message).toContain('other');
  });
});
