import { Create, useTranslate } from 'react-admin';
import { declaredValues, entityListPath, entityNameKey } from '../domain/entities';
import { EntityForm } from './EntityForm';
import { useDefaultPlace } from './useDefaultPlace';
import { useEntityDeclaration } from './useEntity';

/** `/<name>/create`: a new record of the current module; back to its list once saved. */
export function EntityCreatePage() {
  const d = useEntityDeclaration();
  const translate = useTranslate();
  const defaults = useDefaultPlace(d);
  return (
    <Create
      resource={d.name}
      title={translate('app.entity.form.addTitle', { name: translate(entityNameKey(d.name)) })}
      transform={(values) => declaredValues(d, values)}
      redirect={() => entityListPath(d)}
    >
      <EntityForm d={d} defaultValues={defaults} />
    </Create>
  );
}
