import { isEmailAddress } from '../../src/domain/contact';
import {
  validateRows,
  VOLUNTEER_MAX_LENGTH,
  VOLUNTEER_MESSAGE as M,
  VOLUNTEER_TEXT_FIELDS,
} from '../../src/domain/modules/volunteers';
import { isBlank } from '../../src/domain/text';
import { GOOD_ROW, REFERENCE } from './volunteerFixture';

/** Milliseconds `work` takes (synchronous, so that is how long it holds the event loop). */
const timed = (work: () => unknown) => {
  const started = performance.now();
  work();
  return performance.now() - started;
};

describe('the e-mail check is linear (issue 17)', () => {
  it.each([
    ['the review\u2019s crafted address', `a@${'a.'.repeat(20_000)}@`],
    ['a million dots', `a@${'.'.repeat(1_000_000)}`],
    ['a million labels', `${'a'.repeat(500_000)}@${'a.'.repeat(250_000)}`],
  ])('answers %s in under 100 ms', (_name, text) => {
    expect(timed(() => isEmailAddress(text, Infinity))).toBeLessThan(100);
  });

  it.each<[string, boolean]>([
    ['amit@example.in', true],
    ['a@b.c', true],
    ['amit@', false],
    ['@example.in', false],
    ['amit@example', false],
    ['amit@.example.in', false],
    ['amit@example.', false],
    ['am it@example.in', false],
    ['a@b@example.in', false],
  ])('%s → %s', (text, valid) => expect(isEmailAddress(text)).toBe(valid));
});

describe('every volunteer text cell is bounded', () => {
  it.each(VOLUNTEER_TEXT_FIELDS.map((key) => [key]))(
    '%s: one character over its maximum is too long, checked in under 100 ms',
    (key) => {
      const text = 'a.'.repeat(VOLUNTEER_MAX_LENGTH[key]).slice(0, VOLUNTEER_MAX_LENGTH[key] + 1);
      let messages: unknown[] = [];
      const ms = timed(() => {
        messages = validateRows([{ ...GOOD_ROW, [key]: text }], REFERENCE, 'sheet').errors[0]
          .messages;
      });
      expect(messages).toContainEqual({ key: M.TOO_LONG, field: key });
      expect(ms).toBeLessThan(100);
    },
  );
});

describe('names of nothing visible are missing', () => {
  it.each([
    ['spaces', '   ', true],
    ['zero-width spaces', '\u200b\u200b', true],
    ['joiners and a BOM', '\u200c\u200d\ufeff', true],
    ['a Marathi name with a joiner', 'र\u200dय', false],
    ['a letter', 'a', false],
  ])('%s → blank: %s', (_name, text, blank) => expect(isBlank(text)).toBe(blank));

  it('refuses a first name of zero-width spaces as mandatory', () => {
    const { errors } = validateRows(
      [{ ...GOOD_ROW, firstName: '\u200b\u200b' }],
      REFERENCE,
      'sheet',
    );
    expect(errors[0].messages).toContainEqual({ key: M.MANDATORY, field: 'firstName' });
  });
});
