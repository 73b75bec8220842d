import type { VolunteerReference } from '../../src/domain/modules/volunteers';

let id = 0;
const item = (localized_name: string) => ({ id: ++id, localized_name });

/** A small reference: one occupation with areas and details, one without, etc. */
export const REFERENCE: VolunteerReference = {
  occupations: [
    {
      ...item('शेती'),
      VyavasayKshetras: [
        { ...item('पशुपालन'), vyavasay_tapshils: [item('दुग्धव्यवसाय'), item('शेळीपालन')] },
        { ...item('शेतमजूर'), vyavasay_tapshils: [] },
      ],
    },
    { ...item('निवृत्त'), VyavasayKshetras: [] },
  ],
  categories: [
    { ...item('शाखा कार्यकर्ता'), khateData: [item('मुख्य शिक्षक'), item('गटनायक')] },
    { ...item('स्वयंसेवक'), khateData: [] },
  ],
  responsibilityLevels: [
    { ...item('उप खंड'), dayitvaData: [item('कार्यवाह'), item('सेवा प्रमुख')] },
    { ...item('कोणतेही नाही'), dayitvaData: [] },
  ],
  trainings: [item('प्राथमिक शिक्षा वर्ग'), item('कोणतेही नाही')],
};

/** A row that passes in both modes. */
export const GOOD_ROW: Record<string, unknown> = {
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
  responsibilityLevel: 'उप खंड',
  responsibility: 'कार्यवाह',
  otherResponsibility: '',
  specialSkills: 'गायन',
  trainingInOrganization: 'प्राथमिक शिक्षा वर्ग',
  isPledge: 'होय',
  isCap: 'नाही',
};
