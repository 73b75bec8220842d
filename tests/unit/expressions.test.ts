import {
  compare,
  evaluate,
  MAX_EXPRESSION_DEPTH,
  MAX_EXPRESSION_LENGTH,
  MAX_EXPRESSION_TOKENS,
  parseExpression,
  referencesOf,
  type Comparison,
  type FieldRef,
} from '../../src/domain/expressions';
import { i18nProvider } from '../../src/i18n';

/**
 * The expression language of checks and indicators (issue 48 §1): one parser, one evaluator.
 * Figures: this month's praudh 10, tarun 4, bal 0; last month's praudh 8; last year's praudh 5;
 * the festival return's (utsav) praudh 30; nothing else.
 */
const FIGURES: Record<string, number> = {
  '||praudh': 10,
  '||tarun': 4,
  '||bal': 0,
  '|previous|praudh': 8,
  '|last_year|praudh': 5,
  'utsav||praudh': 30,
};
const lookup = (ref: FieldRef) => FIGURES[`${ref.form ?? ''}|${ref.shift ?? ''}|${ref.field}`];

const valueOf = (text: string) => {
  const parsed = parseExpression(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.problem.key}`);
  return evaluate(parsed.expression, lookup);
};

describe('the value of an expression', () => {
  it.each([
    ['42', 42],
    ['२५', 25],
    ['1.5 * 2', 3],
    ['praudh', 10],
    ['praudh + tarun * 2', 18],
    ['(praudh + tarun) * 2', 28],
    ['praudh - tarun - 1', 5],
    ['praudh / tarun / 2', 1.25],
    ['praudh − tarun', 6],
    ['praudh × tarun ÷ 8', 5],
    ['-praudh + 3', -7],
    ['- -praudh', 10],
    ['sum(praudh, tarun, bal)', 14],
    ['sum(praudh) * 2', 20],
    ['previous(praudh)', 8],
    ['praudh - previous(praudh)', 2],
    ['last_year(praudh) * 2', 10],
    ["form('utsav', praudh) / praudh", 3],
    ["form('utsav', praudh + 0)", 30],
    ['  praudh\t+\n1 ', 11],
  ])('%s = %s', (text, expected) => {
    expect(valueOf(text)).toBeCloseTo(expected, 9);
  });

  it.each([
    ['praudh / bal', 'division by zero'],
    ['praudh / (tarun - 4)', 'division by zero inside'],
    ['previous(tarun)', 'no figure last month'],
    ['last_year(praudh) + previous(tarun)', 'one side missing'],
    ["form('utsav', tarun)", 'no such figure in the other form'],
    ['sum(praudh, shishu)', 'a term missing'],
    ['-shishu', 'negating a missing figure'],
  ])('%s cannot be computed (%s)', (text) => {
    expect(valueOf(text)).toBeNull();
  });
});

describe('what an expression is refused for, in Marathi', () => {
  const deep = (n: number) => `${'('.repeat(n)}1${')'.repeat(n)}`;
  it.each([
    ['', 'app.expression.empty'],
    ['   ', 'app.expression.empty'],
    ['praudh +', 'app.expression.unfinished'],
    ['praudh tarun', 'app.expression.unexpected'],
    ['(praudh + 1', 'app.expression.unfinished'],
    ['praudh + 1)', 'app.expression.unexpected'],
    ['praudh % 2', 'app.expression.unexpected'],
    ['1.2.3', 'app.expression.unexpected'],
    ['max(praudh, 1)', 'app.expression.unknownFunction'],
    ['previous(last_year(praudh))', 'app.expression.twoShifts'],
    ["form('a', form('b', x))", 'app.expression.twoForms'],
    ['form(utsav, praudh)', 'app.expression.unexpected'],
    ["form('Utsav', praudh)", 'app.expression.unexpected'],
    ["form('utsav', praudh", 'app.expression.unfinished'],
    ["form('utsav, praudh)", 'app.expression.unclosedText'],
    ['sum()', 'app.expression.unexpected'],
    [deep(MAX_EXPRESSION_DEPTH + 1), 'app.expression.tooDeep'],
    ['-'.repeat(MAX_EXPRESSION_DEPTH + 2) + '1', 'app.expression.tooDeep'],
    [Array.from({ length: 101 }, () => '1').join('+'), 'app.expression.tooManyTerms'],
    ['1+'.repeat(MAX_EXPRESSION_LENGTH / 2) + '1', 'app.expression.tooLong'],
  ])('%j → %s', (text, key) => {
    const parsed = parseExpression(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problem.key).toBe(key);
    const said = i18nProvider.translate(parsed.problem.key, parsed.problem.args);
    expect(said).not.toBe(parsed.problem.key);
    expect(said).not.toMatch(/%\{/);
  });

  it('names where it went wrong, counting from 1', () => {
    const parsed = parseExpression('praudh + * 2');
    expect(parsed).toEqual({
      ok: false,
      problem: { key: 'app.expression.unexpected', args: { at: 10, token: '*' } },
    });
  });

  it('takes what the bounds allow', () => {
    expect(parseExpression(deep(MAX_EXPRESSION_DEPTH)).ok).toBe(true);
    const terms = Array.from(
      { length: Math.floor((MAX_EXPRESSION_TOKENS + 1) / 2) },
      () => '1',
    ).join('+');
    expect(parseExpression(terms).ok).toBe(true);
  });
});

describe('the fields an expression reads', () => {
  it('lists each once, with its form and period', () => {
    const parsed = parseExpression(
      "praudh + previous(praudh + tarun) + form('utsav', last_year(praudh)) + praudh",
    );
    if (!parsed.ok) throw new Error(parsed.problem.key);
    expect(referencesOf(parsed.expression)).toEqual([
      { field: 'praudh', form: undefined, shift: undefined },
      { field: 'praudh', form: undefined, shift: 'previous' },
      { field: 'tarun', form: undefined, shift: 'previous' },
      { field: 'praudh', form: 'utsav', shift: 'last_year' },
    ]);
  });
});

describe('two sides compared', () => {
  it.each<[number | null, Comparison, number | null, boolean | null]>([
    [10, '<', 11, true],
    [10, '<', 10, false],
    [10, '<=', 10, true],
    [0.1 + 0.2, '=', 0.3, true],
    [0.1 + 0.2, '!=', 0.3, false],
    [0.1 + 0.2, '>', 0.3, false],
    [12, '>=', 11, true],
    [12, '>', 13, false],
    [10, '!=', 11, true],
    [null, '<', 5, null],
    [5, '=', null, null],
  ])('%s %s %s → %s', (left, op, right, expected) => {
    expect(compare(left, op, right)).toBe(expected);
  });
});
