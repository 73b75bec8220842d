import { Create, useTranslate } from 'react-admin';
import { declaredValues, moduleNameKey } from '../domain/engine';
import { EntityForm } from './EntityForm';
import { useDefaultPlace } from './useDefaultPlace';
import { useRegisterDeclaration } from './useEntity';
import { useSavedOrKept } from './useSavedOrKept';

/**
 * `/<name>/create`: a new record of the current module; back to its list once saved (or kept
 * on the phone with no link).
 */
export function EntityCreatePage() {
  const d = useRegisterDeclaration();
  const translate = useTranslate();
  const defaults = useDefaultPlace(d);
  const onSuccess = useSavedOrKept(d, 'created');
  return (
    <Create
      resource={d.name}
      title={translate('app.entity.form.addTitle', { name: translate(moduleNameKey(d.name)) })}
      transform={(values) => declaredValues(d, values)}
      mutationOptions={{ onSuccess }}
    >
      <EntityForm d={d} defaultValues={defaults} />
    </Create>
  );
}
