import { sql } from 'kysely';
import type { ServerModule } from '../../engine/plugs';
import { volunteerDuplicateRoutes } from './routes/volunteerDuplicates';
import { volunteerRoutes } from './routes/volunteers';
import { volunteerWriteRoutes } from './routes/volunteerWrites';
import { volunteerRecordsRepository } from './volunteerRecords';

/** The volunteer register (स्वयंसेवक): its table as a register store and the spec's calls. */
export const volunteersModule: ServerModule = {
  name: 'volunteers',
  registerStores: { volunteers: volunteerRecordsRepository },
  // a village's live volunteers, which a unit's plausible total is compared with (issue 15)
  placeMeasures: {
    volunteers: (placeId) =>
      sql<number>`(select v.live from volunteer_place_count v where v.location_id = ${placeId})`,
  },
  routes: [volunteerRoutes, volunteerWriteRoutes, volunteerDuplicateRoutes],
};
