import { describe, expect, it } from 'vitest';
import {
  checkRegisterRows,
  duplicateKey,
  entitySchema,
  mapRegisterSheet,
  registerColumns,
} from '../../src/domain/engine';
import { registerByName } from '../../src/domain/modules';
import { ERROR_COLUMN_HEADER, templateOf } from '../../src/domain/sheet';
import { i18nProvider } from '../../src/i18n';

const karyakarta = registerByName('karyakarta')!;
const sevaVasti = registerByName('seva-vasti')!;
const translate = (key: string, options?: object) => i18nProvider.translate(key, options);

describe("a register's upload sheet (issue 23)", () => {
  it('has a template of its fields but the place, headed by their Marathi labels', () => {
    expect(templateOf(registerColumns(karyakarta, translate))).toEqual([
      ['नाव', 'मोबाईल', 'दायित्व', 'दिलेले दिवस'],
    ]);
  });

  it('heads a column by its declared heading when it has one', () => {
    const d = {
      ...karyakarta,
      fields: karyakarta.fields.map((f) =>
        f.name === 'daysGiven' ? { ...f, header: 'दिवस (एकूण)' } : f,
      ),
    };
    expect(templateOf(registerColumns(d, translate))).toEqual([
      ['नाव', 'मोबाईल', 'दायित्व', 'दिवस (एकूण)'],
    ]);
    const mapped = mapRegisterSheet(
      d,
      [
        ['नाव', 'दिवस (एकूण)'],
        ['सुरेश', 12],
      ],
      translate,
    );
    expect(mapped.rows[0]?.values).toMatchObject({ name: 'सुरेश', daysGiven: '12' });
  });

  it.each([
    ['a choice by its label', 'वस्तीचा प्रकार', 'वनवासी पाडा', { vastiType: 'vanvasiPada' }],
    ['a choice by its code', 'वस्तीचा प्रकार', 'itar', { vastiType: 'itar' }],
    [
      'several choices, comma separated',
      'सेवा कार्ये',
      'अभ्यासिका, आरोग्य केंद्र',
      { activities: ['abhyasika', 'arogya'] },
    ],
    ['a number cell', 'कुटुंब संख्या', 42, { households: '42' }],
    ['an unknown choice, kept for the rule to name', 'वस्तीचा प्रकार', 'शहर', { vastiType: 'शहर' }],
  ])('reads %s', (_what, header, cell, values) => {
    const sheet = [
      ['वस्तीचे नाव', header],
      ['गणेश वस्ती', cell],
    ];
    const mapped = mapRegisterSheet(sevaVasti, sheet, translate);
    expect(mapped.rows).toEqual([{ row: 2, values: { name: 'गणेश वस्ती', ...values } }]);
  });

  it('ignores the error column of a corrected error file and names unknown headers', () => {
    const sheet = [
      [ERROR_COLUMN_HEADER, 'नाव', 'मोबाईल', 'रंग'],
      ['मोबाईल चुकीचा', 'सुरेश', '9822012345', 'लाल'],
      [null, null, null, null],
    ];
    const mapped = mapRegisterSheet(karyakarta, sheet, translate);
    expect(mapped.rows).toEqual([{ row: 2, values: { name: 'सुरेश', mobile: '9822012345' } }]);
    expect(mapped.unknownHeaders).toEqual(['रंग']);
    expect(mapped.missingHeaders).toEqual(['दायित्व', 'दिलेले दिवस']);
  });

  it('checks rows by the register’s one schema at the chosen place', () => {
    const rows = [
      { row: 2, values: { name: 'सुरेश', mobile: '9822012345', daysGiven: '12' } },
      { row: 3, values: { name: '', mobile: '12' } },
    ];
    const { valid, errors } = checkRegisterRows(karyakarta, entitySchema(karyakarta), rows, 24);
    expect(valid).toEqual([
      {
        row: 2,
        values: expect.objectContaining({ name: 'सुरेश', daysGiven: 12, location_id: 24 }),
      },
    ]);
    expect(errors).toEqual([
      {
        row: 3,
        issues: [
          expect.objectContaining({ field: 'name', key: 'app.entity.validation.required' }),
          expect.objectContaining({ field: 'mobile' }),
        ],
      },
    ]);
  });
});

describe('duplicateKey', () => {
  it.each([
    [
      'name and mobile, as stored',
      { name: ' सुरेश पाटील ', mobile: '+91 98220 11111' },
      ['सुरेश पाटील', '9822011111'],
    ],
    ['a field empty', { name: 'सुरेश', mobile: '' }, null],
    ['any case', { name: 'Suresh', mobile: '9822011111' }, ['suresh', '9822011111']],
  ])('%s', (_what, values, key) => {
    expect(duplicateKey(karyakarta, values)).toEqual(key);
  });

  it('is null for a register that checks none', () => {
    expect(duplicateKey(sevaVasti, { name: 'वस्ती' })).toBeNull();
  });
});
