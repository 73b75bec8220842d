import { Create, SimpleForm, useTranslate } from 'react-admin';
import { userFormErrors } from '../../domain/users';
import { USER } from '../../dataProvider/users';
import { UserInputs } from './UserInputs';

const DEFAULTS = { admin: false, writeallowed: false, karyalay_pramukh: false };

/** `/user/add`: a new user with place (levels 1 to 8) and rights. */
export function UserCreate() {
  const translate = useTranslate();
  return (
    <Create
      resource={USER}
      title={translate('app.users.add.title')}
      redirect={() => 'user/list'}
      mutationOptions={{ meta: {} }}
    >
      <SimpleForm defaultValues={DEFAULTS} validate={(v) => userFormErrors(v, 'create')}>
        <UserInputs mode="create" />
      </SimpleForm>
    </Create>
  );
}
