import { useEffect } from 'react';
import { SelectInput, useListFilterContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { fieldLabelKey, type FieldDeclaration, type RegisterDeclaration } from '../domain/engine';
import { VALUE_LABELS } from '../domain/engine/valueLabels';
import { useEntryValues } from './useEntryValues';

/** The values offered, each named by its label. */
function useLabelChoices(field: FieldDeclaration, values: readonly number[]) {
  const translate = useTranslate();
  const { label } = VALUE_LABELS[field.valueLabels!]!;
  return values.map((id) => ({ id, name: translate(label(id)) }));
}

/**
 * An integer of a named label list (`valueLabels`): its values offered by name, as the record
 * entered so far allows (a unit's sub-types follow its type); a value the list no longer offers
 * is cleared.
 */
export function ValueLabelSelect({
  d,
  field,
  disabled,
}: {
  d: RegisterDeclaration;
  field: FieldDeclaration;
  disabled?: boolean;
}) {
  const { setValue } = useFormContext();
  const { values: record, at } = useEntryValues();
  const labels = VALUE_LABELS[field.valueLabels!]!;
  const values = labels.values(record);
  const current = record[field.name];
  const stale = current !== null && current !== undefined && !values.includes(Number(current));
  useEffect(() => {
    if (stale) setValue(at(field.name), null, { shouldDirty: true });
  }, [stale, field.name, setValue, at]);
  const choices = useLabelChoices(field, values);
  return (
    <SelectInput
      source={field.name}
      label={fieldLabelKey(d.name, field.name)}
      choices={choices}
      translateChoice={false}
      isRequired={field.required}
      disabled={disabled || choices.length === 0}
    />
  );
}

/**
 * The list filter of such a field: its values by name, as the other filters allow (a unit's
 * sub-types: those of the type filtered on).
 */
export function ValueLabelFilter({
  d,
  field,
  source,
}: {
  d: RegisterDeclaration;
  field: FieldDeclaration;
  /** FilterForm reads it from the element's props. */
  source: string;
  /** FilterForm shows it without being asked (read from the element's props). */
  alwaysOn?: boolean;
}) {
  const { filterValues } = useListFilterContext();
  const values = VALUE_LABELS[field.valueLabels!]!.values(filterValues);
  const choices = useLabelChoices(field, values);
  return (
    <SelectInput
      source={source}
      label={fieldLabelKey(d.name, field.name)}
      choices={choices}
      translateChoice={false}
      disabled={choices.length === 0}
    />
  );
}
