import type { VOLUNTEER_TEXT_FIELDS } from './columns';

type VolunteerTextKey = (typeof VOLUNTEER_TEXT_FIELDS)[number];

const NAME = 100;
const CHOICE = 200;
const FREE_TEXT = 500;

/**
 * The longest text each volunteer cell may hold (issue 17): the server's JSON schema and the
 * shared rule read it, so no cell can make a check slow or a row huge.
 */
export const VOLUNTEER_MAX_LENGTH: Record<VolunteerTextKey, number> = {
  firstName: NAME,
  fatherName: NAME,
  surname: NAME,
  dateOfBirth: 30,
  bloodGroup: 20,
  occupation: CHOICE,
  occupationDetails1: CHOICE,
  occupationDetails2: CHOICE,
  address: FREE_TEXT,
  pinCode: 20,
  phone: 20,
  mobile: 20,
  email: 254,
  category: CHOICE,
  account: CHOICE,
  responsibilityLevel: CHOICE,
  responsibility: CHOICE,
  otherResponsibility: FREE_TEXT,
  specialSkills: FREE_TEXT,
  trainingInOrganization: CHOICE,
};
