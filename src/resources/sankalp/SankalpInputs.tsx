import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, TextInput, useSourceContext } from 'react-admin';
import { subTypeBelongsTo, unitFieldRule } from '../../domain';
import { fieldLabel, useUnitChoices } from './unitChoices';
import { DayInput } from '../../shared/DayInput';

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
      validate={unitFieldRule('ekak_sub_type_id')}
    />
  );
}

/** The fields of one unit, checked by the unit schema the server also applies (src/domain). */
export function SankalpInputs() {
  const { types } = useUnitChoices();
  return (
    <>
      <TextInput
        source="localized_name"
        label={fieldLabel('localized_name')}
        validate={unitFieldRule('localized_name')}
      />
      <SelectInput
        source="ekak_type_id"
        label={fieldLabel('ekak_type_id')}
        choices={types}
        translateChoice={false}
        validate={unitFieldRule('ekak_type_id')}
      />
      <SubTypeInput />
      <DayInput
        source="start_date"
        label={fieldLabel('start_date')}
        validate={unitFieldRule('start_date')}
      />
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
