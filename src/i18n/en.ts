import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { appEn } from './en/app';
import { usersEn } from './en/users';
import { pickerEn } from './en/picker';
import { gatheringEn } from './en/gathering';
import { periodEn } from './en/period';
import { geoImportEn } from './en/geoImport';
import { moduleBuilderEn } from './en/moduleBuilder';
import { placeAdminEn } from './en/placeAdmin';
import { volunteerEn } from './en/volunteer';
import { volunteerUploadEn } from './en/volunteerUpload';
import { sankalpScreensEn } from './en/sankalpScreens';
import { unitReportsEn } from './en/unitReports';
import { sanghikEntryEn } from './en/sanghikEntry';
import { plausibilityEn } from './en/plausibility';
import { unitAttendanceEn } from './en/unitAttendance';
import { ahawalEn } from './en/ahawal';
import { entityEn } from './en/entity';
import { countFormEn } from './en/countForm';
import { outboxEn } from './en/outbox';
import { inboxEn } from './en/inbox';
import { changeLogEn } from './en/changeLog';
import { compareEn } from './en/compare';
import { targetsEn } from './en/targets';
import { photosEn } from './en/photos';
import { checksEn } from './en/checks';
import { expressionEn } from './en/expression';
import { dashboardEn } from './en/dashboard';
import { resourcesEn } from './en/resources';

/** English: second language, for maintainers. */
export const en: TranslationMessages = {
  ...englishMessages,
  app: {
    ...usersEn,
    ...appEn,
    ...pickerEn,
    ...gatheringEn,
    ...periodEn,
    ...geoImportEn,
    ...moduleBuilderEn,
    ...placeAdminEn,
    ...volunteerEn,
    ...volunteerUploadEn,
    ...sankalpScreensEn,
    ...unitReportsEn,
    ...sanghikEntryEn,
    ...plausibilityEn,
    ...unitAttendanceEn,
    ...ahawalEn,
    ...entityEn,
    ...countFormEn,
    ...inboxEn,
    ...changeLogEn,
    ...compareEn,
    ...targetsEn,
    ...photosEn,
    ...checksEn,
    ...expressionEn,
    ...outboxEn,
    ...dashboardEn,
  },
  resources: resourcesEn,
};
