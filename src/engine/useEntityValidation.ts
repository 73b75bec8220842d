import { useCallback, useMemo } from 'react';
import {
  declaredValues,
  entitySchema,
  validateEntity,
  type RegisterDeclaration,
} from '../domain/engine';

/**
 * The form-level `validate` of a module's form: the one schema the server also runs, each
 * field's first problem as a react-admin translation object (the message key and its values).
 */
export function useEntityValidation(d: RegisterDeclaration) {
  const schema = useMemo(() => entitySchema(d), [d]);
  return useCallback(
    (values: Record<string, unknown>) => {
      const { issues } = validateEntity(d, schema, declaredValues(d, values));
      const errors: Record<string, { message: string; args: object }> = {};
      for (const issue of issues)
        errors[issue.field] ??= { message: issue.key, args: issue.args ?? {} };
      return errors;
    },
    [d, schema],
  );
}
