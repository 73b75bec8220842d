import type { Auth } from 'firebase-admin/auth';
import { levelLabel } from '../../src/domain/levels';
import { DEMO_ACCOUNTS, type DemoAccount } from './demoAccounts';
import { demoPlaceAt } from './demoTree';

/** Custom claims as the client reads them from the token. */
export function demoClaims(account: DemoAccount) {
  const place = demoPlaceAt(account.place);
  return { ...account.claims, level_name: levelLabel(place.levelId, place.suffix) };
}

const isUserNotFound = (error: unknown) =>
  (error as { code?: string })?.code === 'auth/user-not-found';

/**
 * Creates the demo sign-ins that are missing and (re)sets their claims. Meant for the Auth
 * emulator; returns the emails it created.
 */
export async function seedFirebaseAccounts(auth: Auth): Promise<string[]> {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    try {
      const existing = await auth.getUser(account.uid);
      // an emulator directory from before addresses had to be verified (issue 17)
      if (!existing.emailVerified) await auth.updateUser(account.uid, { emailVerified: true });
    } catch (error) {
      if (!isUserNotFound(error)) throw error;
      await auth.createUser({
        uid: account.uid,
        email: account.email,
        password: account.password,
        displayName: account.name,
        emailVerified: true,
      });
      created.push(account.email);
    }
    await auth.setCustomUserClaims(account.uid, demoClaims(account));
  }
  return created;
}
