import { vi } from 'vitest';
import type { AuthDeps } from '../../../src/authProvider';
import type { Profile } from '../../../src/domain';

/** A reader at an उपखंड नगर (level 8), with a picture. */
export const READER: Profile = {
  user_id: 42,
  name: 'सुनील जोशी',
  email: 'reader@demo.test',
  phone: null,
  picture: 'https://example.test/sunil.png',
  level: { level_id: 8, name: 'उपखंड' },
  location: { location_id: 8, localized_name: 'एरंडवणे', name_suffix: 'उपखंड नगर' },
  claims: { admin: false, writeallowed: false, karyalay_pramukh: false, level_name: 'उपखंड' },
};

/** The admin at the root प्रांत (level 1), also office head. */
export const ADMIN: Profile = {
  user_id: 1,
  name: 'माधव कुलकर्णी',
  email: 'admin@demo.test',
  phone: null,
  picture: 'https://example.test/madhav.png',
  level: { level_id: 1, name: 'प्रांत' },
  location: { location_id: 1, localized_name: 'पश्चिम महाराष्ट्र', name_suffix: 'प्रांत' },
  claims: { admin: true, writeallowed: true, karyalay_pramukh: true, level_name: 'प्रांत' },
};

export const withLevel = (profile: Profile, levelId: number): Profile => ({
  ...profile,
  level: { ...profile.level, level_id: levelId },
});

export const httpError = (status: number, code?: string) =>
  Object.assign(new Error(code ?? 'error'), {
    status,
    body: code ? { message: code, code } : null,
  });

/** Fake identity-service calls: `signedIn` decides who is signed in at the start. */
export function fakeDeps(profile: Profile | Error, signedIn = true) {
  let user: { email: string } | null = signedIn
    ? { email: profile instanceof Error ? 'x@demo.test' : profile.email }
    : null;
  const deps = {
    authStateReady: vi.fn(async () => undefined),
    currentUser: vi.fn(() => user),
    signIn: vi.fn(async (email: string) => {
      user = { email };
    }),
    signInWithGoogle: vi.fn(async () => {
      user = { email: profile instanceof Error ? 'g@demo.test' : profile.email };
    }),
    signOut: vi.fn(async () => {
      user = null;
    }),
    createUser: vi.fn(async (email: string) => {
      user = { email };
    }),
    sendVerification: vi.fn(async () => undefined),
    isEmailVerified: vi.fn(async () => true),
    sendPasswordReset: vi.fn(async () => undefined),
    changePassword: vi.fn(async () => undefined),
    dataProvider: {
      getProfile: vi.fn(async () => {
        if (profile instanceof Error) throw profile;
        return profile;
      }),
    },
    loginPath: '/stage/login',
  } satisfies AuthDeps;
  return deps;
}
