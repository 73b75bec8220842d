import { canWrite, roleLabelKey, roleOf } from '../../src/domain/roles';

// Every combination of the three claims (spec §6 role label; DESIGN §8 write right).
const CASES: [admin: boolean, write: boolean, head: boolean, role: string, writes: boolean][] = [
  [false, false, false, 'reader', false],
  [false, true, false, 'editor', true],
  [false, false, true, 'karyalay_pramukh', true],
  [false, true, true, 'karyalay_pramukh', true],
  [true, false, false, 'editor', true],
  [true, true, false, 'editor', true],
  [true, false, true, 'karyalay_pramukh', true],
  [true, true, true, 'karyalay_pramukh', true],
];

describe('role label and write right', () => {
  for (const [admin, writeallowed, karyalay_pramukh, role, writes] of CASES) {
    const claims = { admin, writeallowed, karyalay_pramukh };
    it(`admin=${admin} write=${writeallowed} head=${karyalay_pramukh} → ${role}`, () => {
      expect(roleOf(claims)).toBe(role);
      expect(roleLabelKey(claims)).toBe(`app.role.${role}`);
      expect(canWrite(claims)).toBe(writes);
    });
  }
  it('missing claims read as none', () => {
    expect(roleOf({})).toBe('reader');
    expect(canWrite({})).toBe(false);
  });
});
