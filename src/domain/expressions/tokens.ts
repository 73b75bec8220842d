import { MAX_EXPRESSION_TOKENS, type ExpressionProblem } from './types';

export type Token =
  | { type: 'number'; value: number; at: number }
  | { type: 'name'; value: string; at: number }
  | { type: 'text'; value: string; at: number }
  | { type: 'op'; value: '+' | '-' | '*' | '/' | '(' | ')' | ','; at: number };

// the signs as typed on a phone or copied from a document: − × ÷ too
const OPERATORS: Record<string, Extract<Token, { type: 'op' }>['value']> = {
  '+': '+',
  '-': '-',
  '\u2212': '-',
  '*': '*',
  '×': '*',
  '/': '/',
  '÷': '/',
  '(': '(',
  ')': ')',
  ',': ',',
};
const DEVANAGARI_ZERO = 0x0966;

/** Devanagari digits read as the ASCII ones. */
const asciiDigits = (text: string) =>
  text.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));

/** The tokens of a text, or the first thing that is none. */
export function tokenize(text: string): Token[] | ExpressionProblem {
  const source = asciiDigits(text);
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    if (tokens.length >= MAX_EXPRESSION_TOKENS) {
      return { key: 'app.expression.tooManyTerms', args: { max: MAX_EXPRESSION_TOKENS } };
    }
    const op = OPERATORS[c];
    const number = /^(\d+(\.\d+)?|\.\d+)/.exec(source.slice(i));
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i));
    if (op) {
      tokens.push({ type: 'op', value: op, at: i });
      i += 1;
    } else if (number) {
      tokens.push({ type: 'number', value: Number(number[0]), at: i });
      i += number[0].length;
    } else if (name) {
      tokens.push({ type: 'name', value: name[0], at: i });
      i += name[0].length;
    } else if (c === "'" || c === '"') {
      const end = source.indexOf(c, i + 1);
      if (end < 0) return { key: 'app.expression.unclosedText', args: { at: i + 1 } };
      tokens.push({ type: 'text', value: source.slice(i + 1, end), at: i });
      i = end + 1;
    } else {
      return { key: 'app.expression.unexpected', args: { at: i + 1, token: c } };
    }
  }
  return tokens;
}
