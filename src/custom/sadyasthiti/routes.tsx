import { Route } from 'react-router-dom';
import { ActiveSuchi } from './ActiveSuchi';
import { SadyasthitiAhawal } from './SadyasthitiAhawal';
import { SadyasthitiList } from './SadyasthitiList';

/** The spec's list and report routes under `/sadyashiti/*` (its spelling), for <CustomRoutes>. */
export const sadyashitiRoutes = (
  <>
    <Route path="/sadyashiti/list" element={<SadyasthitiList />} />
    <Route path="/sadyashiti/active-suchi" element={<ActiveSuchi />} />
    <Route path="/sadyashiti/ahawal" element={<SadyasthitiAhawal />} />
  </>
);
