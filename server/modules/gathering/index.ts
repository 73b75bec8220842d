import type { ServerModule } from '../../engine/plugs';
import { gatheringStore } from './gatheringStore';
import { sanghikRoutes } from './routes/sanghik';
import { sanghikReportRoutes } from './routes/sanghikReport';
import { unitAttendanceRoutes } from './routes/unitAttendance';

/** The monthly gathering (सांघिक): its own tables as a count store and the spec's calls. */
export const gatheringModule: ServerModule = {
  name: 'gathering',
  countStores: { gathering: gatheringStore },
  routes: [sanghikRoutes, sanghikReportRoutes, unitAttendanceRoutes],
};
