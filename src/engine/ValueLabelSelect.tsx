import { useEffect, useMemo } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { fieldLabelKey, type FieldDeclaration, type RegisterDeclaration } from '../domain/engine';
import { VALUE_LABELS } from '../domain/valueLabels';

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
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const record = useWatch() as Record<string, unknown>;
  const labels = VALUE_LABELS[field.valueLabels!]!;
  const values = labels.values(record);
  const current = record[field.name];
  const stale = current !== null && current !== undefined && !values.includes(Number(current));
  useEffect(() => {
    if (stale) setValue(field.name, null, { shouldDirty: true });
  }, [stale, field.name, setValue]);
  const choices = useMemo(
    () => values.map((id) => ({ id, name: translate(labels.label(id)) })),
    [values, labels, translate],
  );
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
