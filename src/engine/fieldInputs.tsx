import { lazy, Suspense, type ReactElement } from 'react';
import {
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { isoToDayMonthYear, parseDayMonthYear } from '../domain/dates';
import {
  FIELD_RULES,
  maxPhotosOf,
  choiceLabelKey,
  fieldLabelKey,
  type RegisterDeclaration,
  type FieldDeclaration,
  type FieldType,
} from '../domain/engine';
import { PlaceInput } from '../shared/PlaceInput';
import { PhotoInput } from '../shared/photos/PhotoInput';
import { useSelectedPlace } from '../shared/geo-picker';
import { PageLoading } from '../shared/PageLoading';
import { DayInput } from '../shared/DayInput';
import { CatalogueSelectInput } from './CatalogueSelectInput';
import { ValueLabelSelect } from './ValueLabelSelect';
import { useEntryValues } from './useEntryValues';

// the editor (tiptap) loads only when a form with rich text opens
const RichTextInput = lazy(async () => ({
  default: (await import('ra-input-rich-text')).RichTextInput,
}));

/** The record's place: chosen among the declared levels; a new record starts at the page's. */
function RecordPlaceInput({ d, field }: FieldInputProps) {
  const { place } = useSelectedPlace();
  return (
    <PlaceInput
      source={field.name}
      label={fieldLabelKey(d.name, field.name)}
      selectableLevels={d.placeLevels}
      recordPlace={(record) => (record.place ? String(record.place) : null)}
      knownPlace={place}
    />
  );
}

/** A date kept as dd-mm-yyyy (`dayFirst`), the form saying the day it read. */
function DayFirstInput(props: FieldInputProps) {
  const translate = useTranslate();
  const value = useEntryValues().values[props.field.name] as string | undefined;
  return (
    <DayInput
      {...common(props)}
      toDay={(stored) => parseDayMonthYear(stored) ?? stored}
      fromDay={(day) => (parseDayMonthYear(day) === day ? isoToDayMonthYear(day) : day)}
      helperText={value ? translate('app.entity.form.dateFormat', { date: value }) : false}
    />
  );
}

export interface FieldInputProps {
  d: RegisterDeclaration;
  field: FieldDeclaration;
  disabled?: boolean;
}

const YES_NO_CHOICES = [
  { id: 'yes', name: 'app.entity.yes' },
  { id: 'no', name: 'app.entity.no' },
];

const choicesOf = ({ d, field }: FieldInputProps) =>
  (field.choices ?? []).map((code) => ({
    id: code,
    name: choiceLabelKey(d.name, field.name, code),
  }));

const common = ({ d, field, disabled }: FieldInputProps) => ({
  source: field.name,
  // named by the register's label, a row of a many-row form too (react-admin's own prefixes it)
  label: fieldLabelKey(d.name, field.name),
  isRequired: field.required && d.view?.markRequired !== false,
  disabled,
});

const textInput = (extra: object) => (props: FieldInputProps) => (
  <TextInput {...common(props)} fullWidth {...extra} />
);

// no pattern: spaces, dashes and +91 are accepted and stored as bare digits (src/domain/contact)
const DIGITS_MODE = { pin: 'numeric', mobile: 'tel', landline: 'tel' } as const;

const numberInput = (props: FieldInputProps) => {
  const { digits } = props.field;
  // typed the forgiving way (any digits, spaces): a text box, the rules read the number
  if (digits)
    return <TextInput {...common(props)} inputProps={{ inputMode: DIGITS_MODE[digits] }} />;
  const rule = FIELD_RULES[props.field.type];
  return (
    <NumberInput
      {...common(props)}
      min={props.field.min ?? rule.min}
      max={props.field.max ?? rule.max}
      step={1}
    />
  );
};

/** The input of each field type; labels come from `resources.<name>.fields.<field>`. */
export const FIELD_INPUTS: Readonly<Record<FieldType, (props: FieldInputProps) => ReactElement>> = {
  text: textInput({}),
  longText: textInput({ multiline: true, minRows: 3 }),
  richText: (props) => (
    <Suspense fallback={<PageLoading sx={{}} />}>
      <RichTextInput {...common(props)} fullWidth />
    </Suspense>
  ),
  integer: (props) =>
    props.field.valueLabels ? <ValueLabelSelect {...props} /> : numberInput(props),
  count: numberInput,
  date: (props) =>
    props.field.dayFirst ? <DayFirstInput {...props} /> : <DayInput {...common(props)} />,
  // the device's own time picker (phones and desktops); its value is HH:mm
  time: textInput({ type: 'time', InputLabelProps: { shrink: true }, fullWidth: false }),
  flag: (props) => (
    <BooleanInput
      source={props.field.name}
      label={fieldLabelKey(props.d.name, props.field.name)}
      disabled={props.disabled}
    />
  ),
  // होय / नाही, or left empty: not answered (stored null)
  yesNo: (props) => (
    <SelectInput
      {...common(props)}
      choices={YES_NO_CHOICES}
      emptyText="app.entity.notAnswered"
      format={(value: unknown) => (value === true ? 'yes' : value === false ? 'no' : '')}
      parse={(value: string) => (value === 'yes' ? true : value === 'no' ? false : null)}
    />
  ),
  select: (props) =>
    props.field.choicesFrom ? (
      <CatalogueSelectInput {...props} />
    ) : (
      <SelectInput {...common(props)} choices={choicesOf(props)} />
    ),
  multiSelect: (props) => <CheckboxGroupInput {...common(props)} choices={choicesOf(props)} />,
  phone: textInput({ inputProps: { inputMode: 'tel' }, autoComplete: 'tel' }),
  email: textInput({ type: 'email', autoComplete: 'email' }),
  place: (props) => <RecordPlaceInput {...props} />,
  photo: (props) => (
    <PhotoInput
      source={props.field.name}
      label={fieldLabelKey(props.d.name, props.field.name)}
      max={maxPhotosOf(props.field)}
      disabled={props.disabled}
    />
  ),
};
