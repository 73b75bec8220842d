import type { ReactNode } from 'react';
import { SimpleForm } from 'react-admin';
import type { RegisterDeclaration } from '../domain/engine';
import { DuplicateWarning } from './DuplicateWarning';
import { EntityInputs } from './EntityInputs';
import { useEntityValidation } from './useEntityValidation';

export interface EntityFormProps {
  d: RegisterDeclaration;
  defaultValues?: Record<string, unknown>;
  toolbar?: ReactNode;
}

/** The one form of a module, for create and edit: its inputs and its schema's validation. */
export function EntityForm({ d, defaultValues, toolbar }: EntityFormProps) {
  const validate = useEntityValidation(d);
  return (
    // noValidate: the schema's Marathi messages, never the browser's own (English) bubbles
    <SimpleForm
      validate={validate}
      defaultValues={defaultValues}
      toolbar={toolbar as never}
      noValidate
      warnWhenUnsavedChanges
    >
      <EntityInputs d={d} />
      {d.duplicates?.length ? <DuplicateWarning d={d} /> : null}
    </SimpleForm>
  );
}
