import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DateInput, SelectInput, TextInput, required, useSourceContext } from 'react-admin';
import { subTypeBelongsTo, todayIso } from '../../domain';
import { fieldLabel, useUnitChoices } from './unitChoices';

const notInFuture = (value: unknown) =>
  typeof value === 'string' && value > todayIso()
    ? 'app.sankalpScreens.status.futureDate'
    : undefined;

/** The sub-type select: its options follow the row's type; a stale sub-type is cleared. */
function SubTypeInput() {
  const { subTypes } = useUnitChoices();
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  const typeId = useWatch({ name: getSource('ekak_type_id') }) as number | null | undefined;
  const subTypeId = useWatch({ name: getSource('ekak_sub_type_id') }) as number | null | undefined;
  useEffect(() => {
    if (subTypeId && (!typeId || !subTypeBelongsTo(Number(typeId), Number(subTypeId)))) {
      setValue(getSource('ekak_sub_type_id'), null);
    }
  }, [typeId, subTypeId, setValue, getSource]);
  return (
    <SelectInput
      source="ekak_sub_type_id"
      label={fieldLabel('ekak_sub_type_id')}
      choices={typeId ? subTypes(typeId) : []}
      translateChoice={false}
      disabled={!typeId}
      validate={required()}
    />
  );
}

/** The fields of one unit, shared by the add-several form (and a future edit form). */
export function SankalpInputs() {
  const { types } = useUnitChoices();
  return (
    <>
      <TextInput
        source="localized_name"
        label={fieldLabel('localized_name')}
        validate={required()}
      />
      <SelectInput
        source="ekak_type_id"
        label={fieldLabel('ekak_type_id')}
        choices={types}
        translateChoice={false}
        validate={required()}
      />
      <SubTypeInput />
      <DateInput source="start_date" label={fieldLabel('start_date')} validate={notInFuture} />
      <TextInput source="meeting_day" label={fieldLabel('meeting_day')} />
      <TextInput
        source="meeting_time"
        label={fieldLabel('meeting_time')}
        type="time"
        InputLabelProps={{ shrink: true }}
      />
      <TextInput source="meeting_place" label={fieldLabel('meeting_place')} />
      <TextInput source="notes" label={fieldLabel('notes')} multiline />
    </>
  );
}
