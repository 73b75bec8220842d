import {
  FIELD_RULES,
  declarationProblems,
  isPhotoId,
  maxPhotosOf,
  photoTypeOf,
  type FieldDeclaration,
  type RegisterDeclaration,
} from '../../src/domain/engine';
import { yashogatha } from '../../src/domain/modules/yashogatha';

// issue 50: a photo field's rule, the pictures the server takes, the declarations that may hold one
const bytes = (...values: number[]) => new Uint8Array([...values, ...Array(16).fill(0)]);
const ID = '0b6f3c2e-4a1d-4c5e-9f00-1234567890ab';

describe('photoTypeOf: a picture told by its first bytes', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    ['WebP', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50), 'image/webp'],
    [
      'a RIFF that is no WebP (a WAV)',
      bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45),
      null,
    ],
    ['SVG text', new TextEncoder().encode('<svg onload="x"/>'), null],
    ['a GIF', new TextEncoder().encode('GIF89a......'), null],
    ['nothing', new Uint8Array(), null],
  ])('%s → %s', (_name, head, type) => {
    expect(photoTypeOf(head)).toBe(type);
  });
});

describe('the photo field’s rule', () => {
  const field: FieldDeclaration = { name: 'photos', type: 'photo', maxPhotos: 2, section: 's' };
  const rule = FIELD_RULES.photo;
  it.each([
    [[], undefined],
    [[ID], undefined],
    [[ID, ID], undefined], // the same photo twice is one (cast)
    [['फोटो'], 'photos'],
    [
      [ID, '1b6f3c2e-4a1d-4c5e-9f00-1234567890ab', '2b6f3c2e-4a1d-4c5e-9f00-1234567890ab'],
      'photos',
    ],
    ['not a list', 'photos'],
  ])('%j → %s', (value, problem) => {
    const cast = rule.cast(value, field);
    expect(rule.check(cast, field, { today: '2026-11-29' }, {})?.problem).toBe(problem);
  });
  it('takes 1 photo by default, at most 10', () => {
    expect(maxPhotosOf({})).toBe(1);
    expect(maxPhotosOf({ maxPhotos: 50 })).toBe(10);
    expect(isPhotoId(ID)).toBe(true);
    expect(isPhotoId('../etc')).toBe(false);
  });
});

describe('a declaration holding photos', () => {
  const withPhotos = (extra: Partial<FieldDeclaration>, d: Partial<RegisterDeclaration> = {}) =>
    declarationProblems({
      ...yashogatha,
      ...d,
      fields: [
        ...yashogatha.fields.filter((f) => f.type !== 'photo'),
        { name: 'pics', type: 'photo', section: 'story', ...extra },
      ],
    } as RegisterDeclaration);
  it.each([
    [{}, {}, []],
    [{ maxPhotos: 4, inList: true }, {}, []],
    [{ maxPhotos: 11 }, {}, ['yashogatha.pics: maxPhotos: 1 to 10, on a photo']],
    [
      { search: true },
      {},
      ['yashogatha.pics: a photo is not searched, sorted, filtered or summed'],
    ],
    [
      {},
      { store: 'volunteers' },
      ['yashogatha.pics: photos are kept for the records of a register of the engine’s own store'],
    ],
  ] as const)('%j %j → %j', (extra, d, problems) => {
    expect(withPhotos(extra, d as Partial<RegisterDeclaration>)).toEqual(
      expect.arrayContaining([...problems]),
    );
    if (!problems.length) expect(withPhotos(extra, d)).toEqual([]);
  });
});
