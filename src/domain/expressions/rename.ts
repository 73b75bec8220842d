import { tokenize } from './tokens';

/**
 * The text with the record's own field `from` called `to` (a field renamed in the builder): a
 * function's name and another form's fields (inside `form('…', …)`) are left as they are, and
 * so is every other character; a text that does not read is returned unchanged.
 */
export function renameField(text: string, from: string, to: string): string {
  const tokens = tokenize(text);
  if (!Array.isArray(tokens)) return text;
  // each open bracket: whether it opened another form's part
  const brackets: boolean[] = [];
  const at: number[] = [];
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    if (token.type === 'op' && token.value === '(') {
      const before = tokens[i - 1];
      brackets.push(before?.type === 'name' && before.value === 'form');
    } else if (token.type === 'op' && token.value === ')') brackets.pop();
    else if (
      token.type === 'name' &&
      token.value === from &&
      !(next?.type === 'op' && next.value === '(') &&
      !brackets.includes(true)
    )
      at.push(token.at);
  });
  let out = text;
  for (const position of at.reverse())
    out = out.slice(0, position) + to + out.slice(position + from.length);
  return out;
}
