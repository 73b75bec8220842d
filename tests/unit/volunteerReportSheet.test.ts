import { displayValue, registerReport, registerReportRows } from '../../src/domain/engine';
import { swayamsevak } from '../../src/domain/modules';
import { chosenColumns, toggleGroup } from '../../src/domain/report/builder';
import {
  VOLUNTEER_COLUMNS,
  VOLUNTEER_UNIFORM_FIELDS,
  VOLUNTEER_VEHICLE_FIELDS,
  type VolunteerFieldKey,
} from '../../src/domain/modules/volunteers';
import { i18nProvider } from '../../src/i18n';
import { swayamsevakMr } from '../../src/i18n/mr/resources/swayamsevak';

// the volunteer report is the register's generic report (issue 23): its columns, groups and sheet
const label = (key: VolunteerFieldKey) => swayamsevakMr.fields[key];
const translate = (key: string, args?: object) => i18nProvider.translate(key, args);
const report = registerReport(swayamsevak);
const volunteerReportColumns = (chosen: readonly string[]) => chosenColumns(report.locked, chosen);
const toggleReportGroup = (chosen: readonly string[], group: readonly string[], on: boolean) =>
  toggleGroup(report.locked, chosen, group, on);
const volunteerReportCell = (key: VolunteerFieldKey, value: unknown) =>
  displayValue(
    swayamsevak,
    swayamsevak.fields.find((f) => f.name === key)!,
    { [key]: value },
    translate,
  );
const volunteerReportSheet = (
  chosen: readonly string[],
  records: readonly Record<string, unknown>[],
) => registerReportRows(swayamsevak, chosen, records, translate);

describe('volunteerReportColumns', () => {
  it.each<[VolunteerFieldKey[], VolunteerFieldKey[]]>([
    [[], ['firstName', 'surname']],
    [['mobile'], ['firstName', 'surname', 'mobile']],
    [
      ['email', 'surname', 'mobile'],
      ['firstName', 'surname', 'email', 'mobile'],
    ],
    [
      ['isCap', 'isCap', 'firstName'],
      ['firstName', 'surname', 'isCap'],
    ],
  ])('%j → %j', (chosen, expected) => {
    expect(volunteerReportColumns(chosen)).toEqual(expected);
  });
});

describe('toggleReportGroup', () => {
  it.each<
    [string, VolunteerFieldKey[], readonly VolunteerFieldKey[], boolean, VolunteerFieldKey[]]
  >([
    [
      'uniform on adds the six',
      ['firstName', 'surname', 'mobile'],
      VOLUNTEER_UNIFORM_FIELDS,
      true,
      [
        'firstName',
        'surname',
        'mobile',
        'isCap',
        'isSadara',
        'isWizar',
        'isPosition',
        'isPatta',
        'isPunishment',
      ],
    ],
    [
      'uniform on keeps one already chosen where it was',
      ['firstName', 'surname', 'isPatta'],
      VOLUNTEER_UNIFORM_FIELDS,
      true,
      [
        'firstName',
        'surname',
        'isPatta',
        'isCap',
        'isSadara',
        'isWizar',
        'isPosition',
        'isPunishment',
      ],
    ],
    [
      'uniform off removes the six only',
      ['firstName', 'surname', 'isCap', 'mobile', 'isPunishment', 'isDuchaki'],
      VOLUNTEER_UNIFORM_FIELDS,
      false,
      ['firstName', 'surname', 'mobile', 'isDuchaki'],
    ],
    [
      'other on adds the two vehicles',
      ['firstName', 'surname'],
      VOLUNTEER_VEHICLE_FIELDS,
      true,
      ['firstName', 'surname', 'isDuchaki', 'isCharChaki'],
    ],
    [
      'other off removes them',
      ['firstName', 'surname', 'isCharChaki', 'email', 'isDuchaki'],
      VOLUNTEER_VEHICLE_FIELDS,
      false,
      ['firstName', 'surname', 'email'],
    ],
  ])('%s', (_, chosen, group, on, expected) => {
    expect(toggleReportGroup(chosen, group, on)).toEqual(expected);
  });

  it('offers the uniform and the vehicles as the two groups of the report', () => {
    expect(report.groups).toEqual([
      { id: 'uniform', fields: VOLUNTEER_UNIFORM_FIELDS },
      { id: 'other', fields: VOLUNTEER_VEHICLE_FIELDS },
    ]);
  });

  it('names the six uniform items and the two vehicles of spec §3', () => {
    expect(VOLUNTEER_UNIFORM_FIELDS.map(label)).toEqual([
      'टोपी',
      'सदरा',
      'विजार',
      'पदवेश',
      'पट्टा',
      'दंड',
    ]);
    expect(VOLUNTEER_VEHICLE_FIELDS.map(label)).toEqual(['दुचाकी आहे का?', 'चारचाकी आहे का?']);
  });
});

describe('volunteerReportCell', () => {
  it.each<[VolunteerFieldKey, unknown, string | number]>([
    ['isCap', true, 'होय'],
    ['isCap', false, 'नाही'],
    ['mobile', 9876543210, 9876543210],
    ['phone', null, ''],
    ['email', undefined, ''],
    ['firstName', 'अमित', 'अमित'],
    ['dateOfBirth', '15-08-1990', '15-08-1990'],
  ])('%s %j → %j', (key, value, cell) => {
    expect(volunteerReportCell(key, value)).toBe(cell);
  });
});

describe('volunteerReportSheet', () => {
  const records = [
    {
      firstName: 'अमित',
      surname: 'जोशी',
      mobile: 9876543210,
      isCap: true,
      address: '=HYPERLINK("x")',
    },
    { firstName: '+91', surname: '@कदम', mobile: 9123456780, isCap: false, address: '-12 गल्ली' },
  ];

  it('has Marathi headers in the chosen order, flags as होय/नाही, text neutralised', () => {
    expect(volunteerReportSheet(['isCap', 'address', 'mobile'], records)).toEqual([
      ['प्रथम नाव', 'आडनाव', 'टोपी', 'संपूर्ण पत्ता', 'मोबाईल'],
      ['अमित', 'जोशी', 'होय', `'=HYPERLINK("x")`, 9876543210],
      ["'+91", "'@कदम", 'नाही', "'-12 गल्ली", 9123456780],
    ]);
  });

  it('is the header row alone when there are no volunteers', () => {
    expect(volunteerReportSheet([], [])).toEqual([['प्रथम नाव', 'आडनाव']]);
  });

  it('can hold every column', () => {
    const all = VOLUNTEER_COLUMNS.map((c) => c.key);
    const [header] = volunteerReportSheet(all, []);
    expect(header).toHaveLength(all.length);
    expect(header.slice(0, 3)).toEqual(['प्रथम नाव', 'आडनाव', 'वडिलांचे नाव']);
  });
});
