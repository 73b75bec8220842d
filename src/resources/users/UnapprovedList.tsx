import {
  Datagrid,
  DateField,
  EmailField,
  FunctionField,
  List,
  Pagination,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { placeLabel } from '../../domain/geo';
import { USER_UNAPPROVED, type UserRecord } from '../../dataProvider/users';
import { ApproveAllButton, BulkApproveButton } from './ApproveButtons';
import { label } from './userChoices';
import { PAGE_SIZES } from '../../shared/pageSizes';

/** The place asked for, else the assigned one (the demo pending user has one). */
const requestedPlace = (u: UserRecord) => {
  const [name, suffix] = u.requested_localized_name
    ? [u.requested_localized_name, u.requested_name_suffix]
    : [u.localized_name, u.name_suffix];
  return name ? placeLabel({ localized_name: name, name_suffix: suffix ?? '' }) : '';
};

/** `/user/unapproved`: access requests, approved one by one, in bulk or all at once. */
export function UnapprovedList() {
  const translate = useTranslate();
  return (
    <List
      resource={USER_UNAPPROVED}
      title={translate('app.users.unapproved.title')}
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      actions={
        <TopToolbar>
          <ApproveAllButton />
        </TopToolbar>
      }
      empty={false}
    >
      <Datagrid
        bulkActionButtons={<BulkApproveButton />}
        rowClick={false}
        empty={<>{translate('app.users.unapproved.empty')}</>}
      >
        <TextField source="name" label={label('name')} />
        <EmailField source="email" label={label('email')} />
        <TextField source="phone" label={label('phone')} />
        <FunctionField<UserRecord>
          label={label('requestedPlace')}
          sortable={false}
          render={requestedPlace}
        />
        <DateField source="created_at" label={label('requestedAt')} locales="en-GB" />
      </Datagrid>
    </List>
  );
}
