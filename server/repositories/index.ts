import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../db/createDatabase';
import type { Database } from '../db/schema';
import { countRecordsRepository } from '../engine/repositories/countRecords';
import { countReportsRepository } from '../engine/repositories/countReports';
import { dashboardRepository } from './dashboard';
import { idempotentRequestsRepository } from './idempotentRequests';
import { entityRecordsRepository } from '../engine/repositories/entityRecords';
import { locationsRepository } from './locations';
import { referenceDataRepository } from './referenceData';
import { sanghikRepository } from './sanghik';
import { sanghikReportRepository } from './sanghikReport';
import { unitAttendanceRepository } from './unitAttendance';
import { unitsRepository } from './units';
import { unitStatusRepository } from './unitStatus';
import { unitSummaryRepository } from './unitSummary';
import { userAdminRepository } from './userAdmin';
import { usersRepository } from './users';
import { volunteersRepository } from './volunteers';
import { volunteerRecordsRepository } from '../engine/repositories/volunteerRecords';
import { unitRecordsRepository } from '../engine/repositories/unitRecords';

/** Every repository over one database: routes and services reach them as `app.repos.<name>`. */
export function createRepositories(db: Kysely<Database>, kind: DatabaseKind = 'postgres') {
  return {
    locations: locationsRepository(db),
    users: usersRepository(db),
    userAdmin: userAdminRepository(db),
    referenceData: referenceDataRepository(db),
    units: unitsRepository(db),
    unitStatus: unitStatusRepository(db),
    unitAttendance: unitAttendanceRepository(db),
    unitSummary: unitSummaryRepository(db),
    sanghik: sanghikRepository(db),
    sanghikReport: sanghikReportRepository(db),
    dashboard: dashboardRepository(db),
    volunteers: volunteersRepository(db),
    entityRecords: entityRecordsRepository(db, kind),
    volunteerRecords: volunteerRecordsRepository(db, kind),
    unitRecords: unitRecordsRepository(db),
    countRecords: countRecordsRepository(db),
    countReports: countReportsRepository(db),
    idempotentRequests: idempotentRequestsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
