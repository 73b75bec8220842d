import { SelectInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import {
  catalogueNames,
  dependentsOf,
  fieldLabelKey,
  type FieldDeclaration,
  type RegisterDeclaration,
} from '../domain/engine';
import { nameChoices, withCurrent } from '../shared/nameChoices';
import { useCatalogue } from '../shared/useCatalogue';
import { useEntryValues } from './useEntryValues';

/**
 * A select whose items come from the catalogue (`choicesFrom`): a dependent one offers the list
 * of the item chosen for its parent, and choosing anew clears the fields that hang on it.
 */
export function CatalogueSelectInput({
  d,
  field,
  disabled,
}: {
  d: RegisterDeclaration;
  field: FieldDeclaration;
  disabled?: boolean;
}) {
  const { reference } = useCatalogue();
  const { setValue } = useFormContext();
  const { values: row, at } = useEntryValues();
  const names = catalogueNames(d.fields, reference, field, row);
  return (
    <SelectInput
      source={field.name}
      label={fieldLabelKey(d.name, field.name)}
      isRequired={field.required}
      disabled={disabled || (names.length === 0 && !row[field.name])}
      choices={withCurrent(nameChoices(names), row[field.name])}
      translateChoice={false}
      onChange={() => {
        for (const dependent of dependentsOf(d.fields, field.name))
          setValue(at(dependent), null, { shouldDirty: true });
      }}
    />
  );
}

/** A list filter over a catalogue select's top list (a dependent one has no single list). */
export function CatalogueFilterInput({
  d,
  field,
  source,
}: {
  d: RegisterDeclaration;
  field: FieldDeclaration;
  source: string;
  /** FilterForm shows it without being asked (read from the element's props). */
  alwaysOn?: boolean;
}) {
  const { reference } = useCatalogue();
  return (
    <SelectInput
      source={source}
      label={fieldLabelKey(d.name, field.name)}
      choices={nameChoices(catalogueNames(d.fields, reference, field, {}))}
      translateChoice={false}
    />
  );
}
