import type { VolunteerTexts } from '../../src/domain/modules/volunteers';
import { swayamsevakEn } from '../../src/i18n/en/resources/swayamsevak';
import { volunteerEn } from '../../src/i18n/en/volunteer';
import { swayamsevakMr } from '../../src/i18n/mr/resources/swayamsevak';
import { volunteerMr } from '../../src/i18n/mr/volunteer';

/** The Marathi texts the volunteer formatters read: the register's messages and field labels. */
export const VOLUNTEER_TEXTS_MR: VolunteerTexts = {
  ...volunteerMr.volunteer,
  fields: swayamsevakMr.fields,
};

/** The same in English. */
export const VOLUNTEER_TEXTS_EN: VolunteerTexts = {
  ...volunteerEn.volunteer,
  fields: swayamsevakEn.fields,
};
