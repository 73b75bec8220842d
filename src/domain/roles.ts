/** Rights carried as custom claims on the Firebase token and stored on the user row. */
export interface Claims {
  admin: boolean;
  writeallowed: boolean;
  karyalay_pramukh: boolean;
}

export const ROLE_KEYS = ['karyalay_pramukh', 'editor', 'reader'] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

/** Spec §6: an office head is labelled so; a non-head with write right edits; else reads. */
export function roleOf(claims: Partial<Claims>): RoleKey {
  if (claims.karyalay_pramukh) return 'karyalay_pramukh';
  if (claims.writeallowed || claims.admin) return 'editor';
  return 'reader';
}

export const roleLabelKey = (claims: Partial<Claims>) => `app.role.${roleOf(claims)}`;

/** Mutations need writeallowed, karyalay_pramukh or admin (DESIGN §8). */
export function canWrite(claims: Partial<Claims>): boolean {
  return Boolean(claims.writeallowed || claims.karyalay_pramukh || claims.admin);
}
