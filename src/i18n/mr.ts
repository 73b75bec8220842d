import type { TranslationMessages } from 'react-admin';
import { raMr } from './mr/ra';
import { usersMr } from './mr/users';
import { appMr } from './mr/app';
import { pickerMr } from './mr/picker';
import { gatheringMr } from './mr/gathering';
import { periodMr } from './mr/period';
import { geoImportMr } from './mr/geoImport';
import { moduleBuilderMr } from './mr/moduleBuilder';
import { placeAdminMr } from './mr/placeAdmin';
import { volunteerMr } from './mr/volunteer';
import { volunteerUploadMr } from './mr/volunteerUpload';
import { sankalpScreensMr } from './mr/sankalpScreens';
import { unitReportsMr } from './mr/unitReports';
import { sanghikEntryMr } from './mr/sanghikEntry';
import { plausibilityMr } from './mr/plausibility';
import { unitAttendanceMr } from './mr/unitAttendance';
import { ahawalMr } from './mr/ahawal';
import { entityMr } from './mr/entity';
import { countFormMr } from './mr/countForm';
import { outboxMr } from './mr/outbox';
import { inboxMr } from './mr/inbox';
import { changeLogMr } from './mr/changeLog';
import { compareMr } from './mr/compare';
import { targetsMr } from './mr/targets';
import { photosMr } from './mr/photos';
import { checksMr } from './mr/checks';
import { expressionMr } from './mr/expression';
import { dashboardMr } from './mr/dashboard';
import { resourcesMr } from './mr/resources';

/** Marathi: the default and complete language (DESIGN §10). */
export const mr: TranslationMessages = {
  ...raMr,
  app: {
    ...usersMr,
    ...appMr,
    ...pickerMr,
    ...gatheringMr,
    ...periodMr,
    ...geoImportMr,
    ...moduleBuilderMr,
    ...placeAdminMr,
    ...volunteerMr,
    ...volunteerUploadMr,
    ...sankalpScreensMr,
    ...unitReportsMr,
    ...sanghikEntryMr,
    ...plausibilityMr,
    ...unitAttendanceMr,
    ...ahawalMr,
    ...entityMr,
    ...countFormMr,
    ...inboxMr,
    ...changeLogMr,
    ...compareMr,
    ...targetsMr,
    ...photosMr,
    ...checksMr,
    ...expressionMr,
    ...outboxMr,
    ...dashboardMr,
  },
  resources: resourcesMr,
};
