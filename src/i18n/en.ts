import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { appEn } from './en/app';
import { pickerEn } from './en/picker';
import { gatheringEn } from './en/gathering';
import { volunteerEn } from './en/volunteer';
import { sankalpScreensEn } from './en/sankalpScreens';
import { unitReportsEn } from './en/unitReports';
import { sanghikEntryEn } from './en/sanghikEntry';
import { unitAttendanceEn } from './en/unitAttendance';

/** English: second language, for maintainers. */
export const en: TranslationMessages = {
  ...englishMessages,
  app: {
    ...appEn,
    ...pickerEn,
    ...gatheringEn,
    ...volunteerEn,
    ...sankalpScreensEn,
    ...unitReportsEn,
    ...sanghikEntryEn,
    ...unitAttendanceEn,
  },
};
