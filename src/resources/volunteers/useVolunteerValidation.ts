import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { checkVolunteer, volunteerSchema, type VolunteerReference } from '../../domain/volunteer';
import { fieldLabel } from './volunteerChoices';

const NO_REFERENCE: VolunteerReference = {
  occupations: [],
  categories: [],
  responsibilityLevels: [],
  trainings: [],
};

/**
 * The form-level `validate` of the dialog: the domain schema in 'form' mode (spec §5), each
 * message translated with its field's label.
 */
export function useVolunteerValidation(reference: VolunteerReference | undefined) {
  const translate = useTranslate();
  const schema = useMemo(() => volunteerSchema(reference ?? NO_REFERENCE, 'form'), [reference]);
  return useCallback(
    (values: Record<string, unknown>) => {
      const result = checkVolunteer(schema, values);
      if ('value' in result) return {};
      const errors: Record<string, string> = {};
      for (const { key, field } of result.messages) {
        errors[field] ??= translate(key, { field: translate(fieldLabel(field)) });
      }
      return errors;
    },
    [schema, translate],
  );
}
