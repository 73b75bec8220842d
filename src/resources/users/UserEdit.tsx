import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { userFormErrors } from '../../domain/users';
import { USER } from '../../dataProvider/users';
import { UserInputs } from './UserInputs';

const FIELDS = ['name', 'phone', 'location_id', 'admin', 'writeallowed', 'karyalay_pramukh'];

/** Only what PUT /user/update takes. */
const editable = (data: Record<string, unknown>) =>
  Object.fromEntries(FIELDS.map((k) => [k, data[k]]));

/** `/user/:id`: a user's details, place and rights. */
export function UserEdit() {
  const translate = useTranslate();
  return (
    <Edit
      resource={USER}
      title={translate('app.users.add.edit')}
      mutationMode="pessimistic"
      redirect={() => 'user/list'}
      transform={editable}
    >
      <SimpleForm validate={(v) => userFormErrors(v, 'edit')}>
        <UserInputs mode="edit" />
      </SimpleForm>
    </Edit>
  );
}
