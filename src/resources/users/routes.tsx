import { Route } from 'react-router-dom';
import { UnapprovedList } from './UnapprovedList';
import { UserCreate } from './UserCreate';
import { UserList } from './UserList';

/** The spec's routes under `/user/*`, as children of `<Resource name="user">`. */
export const userRoutes = (
  <>
    <Route path="list" element={<UserList />} />
    <Route path="add" element={<UserCreate />} />
    <Route path="unapproved" element={<UnapprovedList />} />
  </>
);
