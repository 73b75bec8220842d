import { photoRepository } from '../engine/photos/photoRepository';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../db/createDatabase';
import type { Database } from '../db/schema';
import { countRecordsRepository } from '../engine/repositories/countRecords';
import { countReportsRepository } from '../engine/repositories/countReports';
import { dashboardRepository } from '../repositories/dashboard';
import { idempotentRequestsRepository } from '../repositories/idempotentRequests';
import { entityRecordsRepository } from '../engine/repositories/entityRecords';
import { locationsRepository } from '../repositories/locations';
import { referenceDataRepository } from '../repositories/referenceData';
import { sanghikRepository } from '../modules/gathering/sanghikRepository';
import { sanghikReportRepository } from '../modules/gathering/sanghikReportRepository';
import { unitAttendanceRepository } from '../modules/gathering/unitAttendance';
import { unitsRepository } from '../modules/units/unitsRepository';
import { unitStatusRepository } from '../modules/units/unitStatus';
import { unitSummaryRepository } from '../modules/units/unitSummary';
import { userAdminRepository } from '../repositories/userAdmin';
import { usersRepository } from '../repositories/users';
import { volunteersRepository } from '../modules/volunteers/volunteersRepository';
import { REGISTER_STORES } from '../engine/repositories/registerStores';
import { plugModulesIn } from '../modules';

/** Every repository over one database: routes and services reach them as `app.repos.<name>`. */
export function createRepositories(db: Kysely<Database>, kind: DatabaseKind = 'postgres') {
  plugModulesIn();
  const registerStores = new Map(
    [...REGISTER_STORES.all()].map(([name, make]) => [name, make(db, kind)] as const),
  );
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
    registerStores,
    countRecords: countRecordsRepository(db),
    countReports: countReportsRepository(db),
    idempotentRequests: idempotentRequestsRepository(db),
    photos: photoRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
