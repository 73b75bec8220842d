import { describe, expect, it } from 'vitest';
import { API_ERROR, MENU, type MenuEntry } from '../../src/domain';
import { LOGOUT_REASONS, reasonKey } from '../../src/authErrors';
import { appEn } from '../../src/i18n/en/app';
import { appMr } from '../../src/i18n/mr/app';
import { mr } from '../../src/i18n';
import { en } from '../../src/i18n/en';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

const lookup = (messages: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], messages);

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the app dictionaries', () => {
  it('have the same keys in Marathi and English', () => {
    const keys = (t: Tree) => leaves(t).map(([k]) => k);
    expect(keys(appMr)).toEqual(keys(appEn));
  });

  it('are written in Marathi in the Marathi dictionary', () => {
    const notMarathi = leaves(appMr).filter(([, text]) => !DEVANAGARI.test(text));
    expect(notMarathi).toEqual([]);
  });

  // each entry's label: app.menu.<id>, or resources.<name>.name for a configured module
  const menuLabelKeys = (entries: readonly MenuEntry[]): string[] =>
    entries.flatMap((e) => [e.labelKey, ...menuLabelKeys(e.children ?? [])]);
  const needed = [
    ...menuLabelKeys(MENU.flatMap((group) => group.entries)),
    ...MENU.map((group) => group.labelKey),
    ...Object.values(API_ERROR).map((code) => `app.error.${code}`),
    ...LOGOUT_REASONS.map(reasonKey),
    'app.role.karyalay_pramukh',
    'app.role.editor',
    'app.role.reader',
  ];

  it.each(needed)('translate %s in both languages', (key) => {
    expect(typeof lookup(mr, key)).toBe('string');
    expect(typeof lookup(en, key)).toBe('string');
  });

  it('use the agreed role labels and the 401 message', () => {
    expect(appMr.role).toEqual({
      karyalay_pramukh: 'कार्यालय प्रमुख',
      editor: 'माहिती संपादन अधिकारी',
      reader: 'माहिती वाचन अधिकारी',
    });
    expect(appMr.error.unauthorized).toBe('अनधिकृत वापरकर्ता!');
  });
});
