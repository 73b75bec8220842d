import type { ServerModule } from '../../engine/plugs';
import { sadyasthitiRoutes } from './routes/sadyasthiti';
import { unitRoutes } from './routes/units';
import { unitSummaryRoutes } from './routes/unitSummary';
import { unitRecordsRepository } from './unitRecords';
import { unitSubjectSource } from './unitSubjects';

/**
 * The designated units (संकल्प): their table as a register store, the units as count-form
 * subjects, and the spec's unit and status calls.
 */
export const unitsModule: ServerModule = {
  name: 'units',
  registerStores: { units: unitRecordsRepository },
  subjectSources: { unit: unitSubjectSource },
  routes: [unitRoutes, unitSummaryRoutes, sadyasthitiRoutes],
};
