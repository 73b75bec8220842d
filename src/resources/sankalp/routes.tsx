import { Route } from 'react-router-dom';
import { AddMultiSankalp } from './AddMultiSankalp';
import { SankalpAhawal } from './SankalpAhawal';
import { SankalpDetail } from './SankalpDetail';
import { SankalpList } from './SankalpList';

/** The spec's routes under `/sankalp/*`, as children of `<Resource name="sankalp">`. */
export const sankalpRoutes = (
  <>
    <Route path="list" element={<SankalpList />} />
    <Route path="addmultisankalp" element={<AddMultiSankalp />} />
    <Route path="detailView/:sankalpId" element={<SankalpDetail />} />
    <Route path="ahawal" element={<SankalpAhawal />} />
  </>
);
