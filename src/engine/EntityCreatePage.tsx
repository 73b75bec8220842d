import { Create, useTranslate } from 'react-admin';
import { declaredValues, entityListPath, moduleNameKey } from '../domain/engine';
import { EntityForm } from './EntityForm';
import { useDefaultPlace } from './useDefaultPlace';
import { useRegisterDeclaration } from './useEntity';

/** `/<name>/create`: a new record of the current module; back to its list once saved. */
export function EntityCreatePage() {
  const d = useRegisterDeclaration();
  const translate = useTranslate();
  const defaults = useDefaultPlace(d);
  return (
    <Create
      resource={d.name}
      title={translate('app.entity.form.addTitle', { name: translate(moduleNameKey(d.name)) })}
      transform={(values) => declaredValues(d, values)}
      redirect={() => entityListPath(d)}
    >
      <EntityForm d={d} defaultValues={defaults} />
    </Create>
  );
}
