import type { TestApp } from './testApp';
import { API, placeId } from './testApp';
import { mintTestToken } from './testVerifier';

export const KASBA = ['पुणे', 'पुणे', 'कसबा'];
export const MULSHI = ['पुणे', 'पश्चिम पुणे', 'मुळशी'];
export const PAUD_GAON = [...MULSHI, 'पौड', 'पौड', 'पौड'];

/** The app_user row of an email. */
export const userRow = (t: TestApp, email: string) =>
  t.db.kysely
    .selectFrom('app_user')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();

export const userIdOf = async (t: TestApp, email: string) => (await userRow(t, email))!.user_id;

/** A user request with a token minted for any uid (users the tests create). */
export const callAsUid = (
  t: TestApp,
  uid: string,
  email: string,
  options: { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: object },
  emailVerified = true,
) =>
  t.app.inject({
    ...options,
    url: `${API}${options.url}`,
    headers: { authorization: `Bearer ${mintTestToken({ uid, email, emailVerified })}` },
  });

export const newUser = async (t: TestApp, place: string[], extra: object = {}) => ({
  email: `u${Math.random().toString(36).slice(2, 8)}@example.org`,
  name: 'नवीन कार्यकर्ता',
  phone: '9876543210',
  location_id: await placeId(t.db, place),
  writeallowed: true,
  ...extra,
});
