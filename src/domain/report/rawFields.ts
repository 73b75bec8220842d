/** Reading loosely typed JSON of the summary report: numbers, texts and alternate key spellings. */

export type Raw = Record<string, unknown>;

export const isRaw = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const asRaw = (value: unknown): Raw => (isRaw(value) ? value : {});

/** A count: numbers and numeric text; anything else (missing, null, NaN) is 0. */
export function num(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

export const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The value under the first of `names` present: exact spellings first, then ignoring case. */
export function pick(raw: Raw, names: readonly string[]): unknown {
  for (const name of names) if (raw[name] !== undefined && raw[name] !== null) return raw[name];
  const byLower = new Map(Object.keys(raw).map((key) => [key.toLowerCase(), key]));
  for (const name of names) {
    const key = byLower.get(name.toLowerCase());
    if (key !== undefined && raw[key] !== undefined && raw[key] !== null) return raw[key];
  }
  return undefined;
}

export const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
