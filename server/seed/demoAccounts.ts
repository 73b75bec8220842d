import type { Claims } from '../../src/domain/roles';
import type { UserStatus } from '../db/schema';

export const DEMO_PASSWORD = 'Demo@12345';

/** A demo sign-in (DESIGN §5): one row in app_user and one account in the Auth emulator. */
export interface DemoAccount {
  email: string;
  uid: string;
  password: string;
  name: string;
  phone: string;
  claims: Claims;
  status: UserStatus;
  /** Names of the places from the root's child down to the account's place ([] = the root). */
  place: readonly string[];
}

const rights = (admin: boolean, writeallowed: boolean, karyalay_pramukh: boolean): Claims => ({
  admin,
  writeallowed,
  karyalay_pramukh,
});

const account = (
  key: string,
  name: string,
  phone: string,
  claims: Claims,
  place: readonly string[],
  status: UserStatus = 'active',
): DemoAccount => ({
  email: `${key}@demo.test`,
  uid: `demo-${key}`,
  password: DEMO_PASSWORD,
  name,
  phone,
  claims,
  status,
  place,
});

const PUNE_BHAG = ['पुणे', 'पुणे'];
const PASHCHIM_PUNE = ['पुणे', 'पश्चिम पुणे'];
const MULSHI = [...PASHCHIM_PUNE, 'मुळशी'];
const PAUD = [...MULSHI, 'पौड'];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('admin', 'प्रशासक', '9822000001', rights(true, true, true), []),
  account('bhag', 'भाग कार्यालय', '9822000002', rights(false, true, true), PUNE_BHAG),
  account('jilha', 'जिल्हा कार्यालय', '9822000003', rights(false, true, false), PASHCHIM_PUNE),
  account('taluka', 'तालुका कार्यालय', '9822000004', rights(false, true, false), MULSHI),
  account('nagar', 'नगर कार्यालय', '9822000005', rights(false, true, false), [...PUNE_BHAG, 'कसबा']),
  account('upkhand', 'उपखंड कार्यालय', '9822000006', rights(false, true, false), PAUD),
  account('reader', 'माहिती वाचक', '9822000007', rights(false, false, false), PAUD),
  account(
    'pending',
    'नवीन कार्यकर्ता',
    '9822000008',
    rights(false, false, false),
    [...MULSHI, 'हिंजवडी'],
    'pending',
  ),
];

export const demoAccount = (key: string): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((a) => a.uid === `demo-${key}`);
  if (!found) throw new Error(`No demo account '${key}'`);
  return found;
};
