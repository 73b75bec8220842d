/**
 * The columns of a volunteer row (spec §3): the one list the blank template, the spreadsheet
 * parser, the server and the report read. `header` is the Marathi column heading of the
 * upload spreadsheet (a file-format contract, so it is not translated).
 */
/** 'digits': a number the API gives as an integer; 'phone': digits kept as text. */
export type VolunteerColumnType =
  'text' | 'digits' | 'phone' | 'email' | 'date' | 'choice' | 'flag';

export interface VolunteerColumn {
  key: VolunteerFieldKey;
  header: string;
  type: VolunteerColumnType;
  flag: boolean;
}

export const VOLUNTEER_TEXT_FIELDS = [
  'firstName',
  'fatherName',
  'surname',
  'dateOfBirth',
  'bloodGroup',
  'occupation',
  'occupationDetails1',
  'occupationDetails2',
  'address',
  'pinCode',
  'phone',
  'mobile',
  'email',
  'category',
  'account',
  'responsibilityLevel',
  'responsibility',
  'otherResponsibility',
  'specialSkills',
  'trainingInOrganization',
] as const;

export const VOLUNTEER_FLAG_FIELDS = [
  'isPledge',
  'isCap',
  'isSadara',
  'isWizar',
  'isPosition',
  'isPatta',
  'isPunishment',
  'isDuchaki',
  'isCharChaki',
] as const;

export type VolunteerFlagKey = (typeof VOLUNTEER_FLAG_FIELDS)[number];
export type VolunteerFieldKey = (typeof VOLUNTEER_TEXT_FIELDS)[number] | VolunteerFlagKey;

const column = (key: VolunteerFieldKey, header: string, type: VolunteerColumnType) => ({
  key,
  header,
  type,
  flag: type === 'flag',
});

/** In spreadsheet order. */
export const VOLUNTEER_COLUMNS: readonly VolunteerColumn[] = [
  column('firstName', 'प्रथम नाव', 'text'),
  column('fatherName', 'वडिलांचे नाव', 'text'),
  column('surname', 'आडनाव', 'text'),
  column('dateOfBirth', 'जन्मतारीख (DD-MM-YYYY)', 'date'),
  column('bloodGroup', 'रक्तगट', 'choice'),
  column('occupation', 'व्यवसाय', 'choice'),
  column('occupationDetails1', 'व्यवसाय तपशील १', 'choice'),
  column('occupationDetails2', 'व्यवसाय तपशील २', 'choice'),
  column('address', 'संपूर्ण पत्ता', 'text'),
  column('pinCode', 'पिन कोड', 'digits'),
  column('phone', 'फोन', 'phone'),
  column('mobile', 'मोबाईल', 'digits'),
  column('email', 'ई-मेल', 'email'),
  column('category', 'श्रेणी', 'choice'),
  column('account', 'खाते', 'choice'),
  column('responsibilityLevel', 'दायित्व स्तर', 'choice'),
  column('responsibility', 'दायित्व', 'choice'),
  column('otherResponsibility', 'इतर दायित्व', 'text'),
  column('specialSkills', 'विशेष कौशल्य', 'text'),
  column('trainingInOrganization', 'संघ शिक्षण', 'choice'),
  column('isPledge', 'प्रतिज्ञा', 'flag'),
  column('isCap', 'टोपी', 'flag'),
  column('isSadara', 'सदरा', 'flag'),
  column('isWizar', 'विजार', 'flag'),
  column('isPosition', 'पदवेश', 'flag'),
  column('isPatta', 'पट्टा', 'flag'),
  column('isPunishment', 'दंड', 'flag'),
  column('isDuchaki', 'दुचाकी आहे का?', 'flag'),
  column('isCharChaki', 'चारचाकी आहे का?', 'flag'),
];

/** The Marathi yes word: a flag cell reading it is true, anything else false. */
export const YES_WORD = 'होय';
export const NO_WORD = 'नाही';

/** Spec §3/§9: eight blood groups and the 'not known' text unknown values become. */
export const BLOOD_GROUP_UNKNOWN = 'माहित नाही';
export const BLOOD_GROUPS = ['A+', 'B+', 'AB+', 'O+', 'A-', 'B-', 'AB-', 'O-', BLOOD_GROUP_UNKNOWN];

/** A volunteer row after validation: names canonical, digits ASCII, flags boolean. */
export type NormalisedVolunteer = {
  firstName: string;
  fatherName: string;
  surname: string;
  /** dd-mm-yyyy */
  dateOfBirth: string;
  bloodGroup: string;
  occupation: string;
  occupationDetails1: string;
  occupationDetails2: string;
  address: string;
  pinCode: number;
  /** Digits as text (a landline keeps its leading 0). */
  phone: string | null;
  mobile: number;
  email: string;
  category: string;
  account: string;
  responsibilityLevel: string;
  responsibility: string;
  otherResponsibility: string;
  specialSkills: string;
  trainingInOrganization: string;
} & Record<VolunteerFlagKey, boolean>;

/** The fields the API gives as integers (spec §3): PIN code and mobile. */
export const VOLUNTEER_INTEGER_KEYS: readonly VolunteerFieldKey[] = VOLUNTEER_COLUMNS.filter(
  (c) => c.type === 'digits',
).map((c) => c.key);
