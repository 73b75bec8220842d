import { ATTENDANCE_LIMITS, attendanceIssues } from '../../src/domain/modules/gathering';

const { perField, perUnit } = ATTENDANCE_LIMITS;

describe('the caps of one unit’s month', () => {
  it.each([
    ['nothing entered', {}, []],
    ['ordinary numbers', { praudh: 40, baal: 25, shishu: 6 }, []],
    ['a field at its cap', { praudh: perField }, []],
    ['a field one over', { baal: perField + 1 }, ['baal']],
    ['शिशु over its cap (not in the total)', { shishu: perField + 1 }, ['shishu']],
    ['the total at its cap', { praudh: perField, baal: perUnit - perField }, []],
    [
      'the total over while each field is within',
      { praudh: perField, tarun_vyavasayi: perField, baal: 1 },
      ['total'],
    ],
    [
      'fields and total over',
      { praudh: perField + 1, maha_vidyarthi: perField + 1 },
      ['praudh', 'maha_vidyarthi', 'total'],
    ],
  ])('%s → %j', (_name, counts, fields) => {
    const issues = attendanceIssues(counts);
    expect(issues.map((i) => i.field)).toEqual(fields);
    for (const i of issues) {
      expect(i.key).toMatch(/^app\.gathering\.message\.(field|unit)TooLarge$/);
      expect(i.args.max).toBe(i.field === 'total' ? perUnit : perField);
    }
  });
});
