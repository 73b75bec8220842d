import { describe, expect, it } from 'vitest';
import { copyText } from '../../server/db/copyIn';

// COPY's text format (PostgreSQL's docs, "File Formats"): what a bulk add sends per value
describe('copyText', () => {
  it.each([
    [null, '\\N'],
    [undefined, '\\N'],
    ['', ''],
    ['पुणे', 'पुणे'],
    ['\\N', '\\\\N'],
    ['a\tb', 'a\\tb'],
    ['line\r\nnext', 'line\\r\\nnext'],
    ['back\\slash', 'back\\\\slash'],
    [true, 'true'],
    [false, 'false'],
    [412108, '412108'],
    [{ a: 'x\ty' }, '{"a":"x\\\\ty"}'],
    [Number.NaN, '\\N'],
    [new Date(Date.UTC(2026, 10, 29)), '2026-11-29T00:00:00.000Z'],
  ])('%j as %j', (value, text) => {
    expect(copyText(value)).toBe(text);
  });
});
