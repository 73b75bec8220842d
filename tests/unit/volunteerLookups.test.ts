import {
  cellText,
  findByName,
  toAsciiDigits,
  type NamedItem,
} from '../../src/domain/modules/volunteers';

const item = (id: number, localized_name: string): NamedItem => ({ id, localized_name });

describe('findByName', () => {
  const items = [item(1, 'उप खंड'), item(2, ' नगर '), item(3, 'उपखंड'), item(4, 'नगर')];

  it.each([
    ['नगर', false, 2],
    ['  नगर', false, 2],
    ['उप खंड', false, 1],
    ['उपखंड', false, 3],
    ['उपखंड', true, 1],
    ['उ प खं ड', true, 1],
    ['ग्राम', false, undefined],
  ] as const)('%s (spaces ignored: %s) → the first item so named, %s', (name, spaces, id) => {
    expect(findByName(items, name, spaces)?.id).toBe(id);
  });

  it('finds nothing in no list, and sees an item added to a list it searched before', () => {
    expect(findByName(undefined, 'नगर')).toBeUndefined();
    const growing = [item(1, 'अ')];
    expect(findByName(growing, 'ब')).toBeUndefined();
    growing.push(item(2, 'ब'));
    expect(findByName(growing, 'ब')?.id).toBe(2);
  });
});

describe('Devanagari digits', () => {
  it.each([
    ['९८७६५४३२१०', '9876543210'],
    ['पिन ४१२१०८ ', 'पिन 412108 '],
    ['abc', 'abc'],
    ['', ''],
  ])('%j → %j', (text, ascii) => {
    expect(toAsciiDigits(text)).toBe(ascii);
  });

  it('cellText trims after the digits are ASCII', () => {
    expect(cellText(' ०१-०१-२००० ')).toBe('01-01-2000');
  });
});
