import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import {
  declaredValues,
  entitySchema,
  fieldLabelKey,
  usesCatalogue,
  validateEntity,
  type RegisterDeclaration,
} from '../domain/engine';
import { useCatalogue } from '../shared/useCatalogue';

/**
 * The form-level `validate` of a module's form: the one schema the server also runs (with the
 * catalogue its `choicesFrom` selects read, once loaded), each field's first problem as a
 * react-admin translation object (the message key and its values; `field` is the field's label,
 * for messages that name it, as the volunteer register's do).
 */
export function useEntityValidation(d: RegisterDeclaration) {
  const translate = useTranslate();
  const { reference } = useCatalogue(usesCatalogue(d.fields));
  const schema = useMemo(() => entitySchema(d, { catalogue: reference }), [d, reference]);
  return useCallback(
    (values: Record<string, unknown>) => {
      const { issues } = validateEntity(d, schema, declaredValues(d, values));
      const errors: Record<string, { message: string; args: object }> = {};
      for (const issue of issues) {
        const field = translate(fieldLabelKey(d.name, issue.field));
        errors[issue.field] ??= { message: issue.key, args: { field, ...issue.args } };
      }
      return errors;
    },
    [d, schema, translate],
  );
}
