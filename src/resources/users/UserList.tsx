import { PAGE_SIZES } from '../../shared/pageSizes';
import { Chip } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  EmailField,
  FunctionField,
  List,
  NumberField,
  Pagination,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { placeLabel } from '../../domain/geo';
import { useAppPath } from '../../shared/useAppPath';
import { roleLabelKey } from '../../domain/roles';
import type { UserStatus } from '../../domain/users';
import { USER, type UserRecord } from '../../dataProvider/users';
import { UserBulkActions } from './UserBulkActions';
import { label } from './userChoices';
import { userFilters } from './userFilters';

export function StatusChip({ status }: { status: UserStatus }) {
  const translate = useTranslate();
  const color = status === 'active' ? 'success' : status === 'inactive' ? 'default' : 'warning';
  return <Chip size="small" color={color} label={translate(`app.users.status.${status}`)} />;
}

const placeOf = (u: UserRecord) =>
  u.localized_name
    ? placeLabel({ localized_name: u.localized_name, name_suffix: u.name_suffix ?? '' })
    : '';

/** `/user/list`: approved users with filters and bulk activate / deactivate / delete. */
export function UserList() {
  const translate = useTranslate();
  const path = useAppPath();
  return (
    <List
      resource={USER}
      title={translate('app.users.list.title')}
      filters={userFilters}
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      sort={{ field: 'name', order: 'ASC' }}
      actions={
        <TopToolbar>
          <CreateButton resource={USER} to={path('/user/add')} />
        </TopToolbar>
      }
      empty={false}
    >
      <Datagrid
        bulkActionButtons={<UserBulkActions />}
        rowClick="edit"
        empty={<>{translate('app.users.list.empty')}</>}
      >
        <NumberField source="user_id" label={label('user_id')} />
        <TextField source="name" label={label('name')} />
        <EmailField source="email" label={label('email')} />
        <TextField source="phone" label={label('phone')} />
        <TextField source="level_name" label={label('level')} />
        <FunctionField<UserRecord>
          source="localized_name"
          label={label('place')}
          render={placeOf}
        />
        <FunctionField<UserRecord>
          source="status"
          label={label('status')}
          render={(u) => <StatusChip status={u.status} />}
        />
        <FunctionField<UserRecord>
          label={label('role')}
          sortable={false}
          render={(u) => translate(roleLabelKey(u))}
        />
      </Datagrid>
    </List>
  );
}
