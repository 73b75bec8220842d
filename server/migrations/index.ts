import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import * as geographyAndUsers from './001_geography_and_users';
import * as levels from './002_levels';
import * as volunteers from './003_volunteers';
import * as unitsAndGathering from './004_units_and_gathering';
import * as reportRollups from './005_report_rollups';
import * as volunteerIndexes from './006_volunteer_indexes';
import * as userAdmin from './007_user_admin';
import * as entityRecords from './008_entity_records';
import * as countForms from './010_count_forms';
import * as hardening from './011_hardening';
import * as dashboard from './012_dashboard';
import * as bigintRollups from './013_bigint_rollups';
import * as plausibility from './014_plausibility';
import * as placeCodes from './015_place_codes';
import * as placeChanges from './016_place_changes';
import * as gatheringVersions from './017_gathering_versions';
import * as periodRequests from './018_period_requests';
import * as periodApproval from './019_period_approval';
import * as requestFigures from './020_request_figures';
import * as volunteerVersions from './021_volunteer_versions';
import * as unitVersions from './022_unit_versions';
import * as idempotentRequests from './023_idempotent_requests';
import * as moduleDefinitions from './024_module_definitions';
import * as unansweredYesNo from './025_unanswered_yes_no';
import * as periodReturns from './026_period_returns';
import * as jobsAndInbox from './027_jobs_and_inbox';
import * as notifyPreferences from './028_notify_preferences';
import * as rateWindows from './029_rate_windows';
import * as webPush from './030_web_push';
import * as changeTrail from './031_change_trail';
import * as checkReasons from './032_check_reasons';
import * as checkNotes from './033_check_notes';
import * as trailColumns from './034_trail_columns';
import * as targets from './035_targets';
import * as photos from './036_photos';

/** Every migration, in order. Names are stored in kysely_migration: never rename one. */
const MIGRATIONS: Record<string, Migration> = {
  '001_geography_and_users': geographyAndUsers,
  '002_levels': levels,
  '003_volunteers': volunteers,
  '004_units_and_gathering': unitsAndGathering,
  '005_report_rollups': reportRollups,
  '006_volunteer_indexes': volunteerIndexes,
  '007_user_admin': userAdmin,
  '008_entity_records': entityRecords,
  '010_count_forms': countForms,
  '011_hardening': hardening,
  '012_dashboard': dashboard,
  '013_bigint_rollups': bigintRollups,
  '014_plausibility': plausibility,
  '015_place_codes': placeCodes,
  '016_place_changes': placeChanges,
  '017_gathering_versions': gatheringVersions,
  '018_period_requests': periodRequests,
  '019_period_approval': periodApproval,
  '020_request_figures': requestFigures,
  '021_volunteer_versions': volunteerVersions,
  '022_unit_versions': unitVersions,
  '023_idempotent_requests': idempotentRequests,
  '024_module_definitions': moduleDefinitions,
  '025_unanswered_yes_no': unansweredYesNo,
  '026_period_returns': periodReturns,
  '027_jobs_and_inbox': jobsAndInbox,
  '028_notify_preferences': notifyPreferences,
  '029_rate_windows': rateWindows,
  '030_web_push': webPush,
  '031_change_trail': changeTrail,
  '032_check_reasons': checkReasons,
  '033_check_notes': checkNotes,
  '034_trail_columns': trailColumns,
  '035_targets': targets,
  '036_photos': photos,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
}

/** Brings the schema up to date; throws with the failing migration's error. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const resultSet = await createMigrator(db).migrateToLatest();
  if (resultSet.error) {
    const failed = resultSet.results?.find((r) => r.status === 'Error');
    const reason = resultSet.error instanceof Error ? resultSet.error.message : resultSet.error;
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, {
      cause: resultSet.error,
    });
  }
  return resultSet;
}
