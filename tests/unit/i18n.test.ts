import { mr } from '../../src/i18n/mr';
import { en } from '../../src/i18n/en';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path).forEach((v, k) => out.set(k, v));
  }
  return out;
}

const mrKeys = flatten(mr as Tree);
const enKeys = flatten(en as Tree);
const placeholders = (s: string) => (s.match(/%\{\w+\}/g) ?? []).sort();

describe('translations', () => {
  it('every English key exists in Marathi', () => {
    expect([...enKeys.keys()].filter((k) => !mrKeys.has(k))).toEqual([]);
  });
  it('every Marathi key exists in English', () => {
    expect([...mrKeys.keys()].filter((k) => !enKeys.has(k))).toEqual([]);
  });
  it('no Marathi text is empty', () => {
    expect([...mrKeys].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
  });
  it('Marathi keeps every placeholder of the English text', () => {
    const broken = [...enKeys]
      .filter(
        ([k, v]) => mrKeys.has(k) && placeholders(v).join() !== placeholders(mrKeys.get(k)!).join(),
      )
      .map(([k]) => k);
    expect(broken).toEqual([]);
  });
  it('the app texts are written in Devanagari in Marathi', () => {
    const latinOnly = [...mrKeys]
      .filter(([k]) => k.startsWith('app.'))
      .filter(([, v]) => !/[\u0900-\u097F]/.test(v) && /[A-Za-z]{3,}/.test(v))
      .map(([k]) => k);
    expect(latinOnly).toEqual([]);
  });
});
