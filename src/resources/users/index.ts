import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import type { UserRecord } from '../../dataProvider/users';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

export { UnapprovedList } from './UnapprovedList';
export { UserCreate } from './UserCreate';
export { UserEdit } from './UserEdit';
export { UserList } from './UserList';
export { AccessRequestForm, PENDING_APPROVAL_PATH } from '../../pages/AccessRequestForm';
export { PendingApprovalPage } from '../../pages/PendingApproval';

/**
 * The system-users resource (`<Resource name="user" {...user}>`, routes in src/screens):
 * list at /user/list, create at /user/add, edit at /user/:id, requests at /user/unapproved.
 */
export const user = {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: (u: UserRecord) => u.name ?? u.email,
};
