import type { TranslationMessages } from 'react-admin';
import { raMr } from './mr/ra';
import { appMr } from './mr/app';
import { pickerMr } from './mr/picker';
import { gatheringMr } from './mr/gathering';
import { volunteerMr } from './mr/volunteer';
import { sankalpScreensMr } from './mr/sankalpScreens';
import { unitReportsMr } from './mr/unitReports';
import { sanghikEntryMr } from './mr/sanghikEntry';
import { unitAttendanceMr } from './mr/unitAttendance';

/** Marathi: the default and complete language (DESIGN §10). */
export const mr: TranslationMessages = {
  ...raMr,
  app: {
    ...appMr,
    ...pickerMr,
    ...gatheringMr,
    ...volunteerMr,
    ...sankalpScreensMr,
    ...unitReportsMr,
    ...sanghikEntryMr,
    ...unitAttendanceMr,
  },
};
