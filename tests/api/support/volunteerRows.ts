import { API, placeId, type TestApp } from './testApp';

export const MULSHI = ['पुणे', 'पश्चिम पुणे', 'मुळशी'];
/** In the upkhand user's area (उपखंड पौड): village कोळवण, mandal पौड. */
export const KOLWAN = [...MULSHI, 'पौड', 'पौड', 'कोळवण'];
export const PAUD_MANDAL = [...MULSHI, 'पौड', 'पौड'];
/** Outside it: village माण of उपखंड हिंजवडी. */
export const MAAN = [...MULSHI, 'हिंजवडी', 'हिंजवडी', 'माण'];

/** A valid upload row (names as the reference seed has them). */
export const row = (patch: Record<string, unknown> = {}): Record<string, unknown> => ({
  firstName: 'अमित',
  fatherName: 'रामचंद्र',
  surname: 'कुलकर्णी',
  dateOfBirth: '15-08-1990',
  bloodGroup: 'B+',
  occupation: 'शेती',
  occupationDetails1: 'पशुपालन',
  occupationDetails2: 'दुग्धव्यवसाय',
  address: '१२, मारुती मंदिराजवळ',
  pinCode: '412108',
  phone: '',
  mobile: '9876543210',
  email: 'amit@example.in',
  category: 'शाखा कार्यकर्ता',
  account: 'गटनायक',
  responsibilityLevel: 'उपखंड',
  responsibility: 'कार्यवाह',
  otherResponsibility: '',
  specialSkills: 'गायन',
  trainingInOrganization: 'प्राथमिक शिक्षा वर्ग',
  isPledge: 'होय',
  isCap: 'नाही',
  ...patch,
});

export const ids = async (t: TestApp) => ({
  root: await placeId(t.db, []),
  mulshi: await placeId(t.db, MULSHI),
  kolwan: await placeId(t.db, KOLWAN),
  paudMandal: await placeId(t.db, PAUD_MANDAL),
  maan: await placeId(t.db, MAAN),
});

export const calls = (t: TestApp) => ({
  list: (as: string | undefined, payload: object) =>
    t.call({ method: 'POST', url: `${API}/swayamsevak/allusers`, as, payload }),
  add: (as: string | undefined, payload: object) =>
    t.call({ method: 'POST', url: `${API}/swayamsevak/add`, as, payload }),
  check: (as: string | undefined, payload: object) =>
    t.call({ method: 'POST', url: `${API}/swayamsevak/add/check`, as, payload }),
  update: (as: string | undefined, payload: object) =>
    t.call({ method: 'PUT', url: `${API}/swayamsevak/update`, as, payload }),
  remove: (as: string | undefined, payload: object) =>
    t.call({ method: 'PUT', url: `${API}/swayamsevak/delet`, as, payload }),
  history: (as: string | undefined, id: number) =>
    t.call({ method: 'GET', url: `${API}/swayamsevak/history/${id}`, as }),
  report: (as: string | undefined, payload: object) =>
    t.call({ method: 'POST', url: `${API}/swayamsevak/report`, as, payload }),
});
