import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import {
  VOLUNTEER_FLAG_FIELDS,
  isoToDayMonthYear,
  parseDayMonthYear,
  todayIso,
} from '../../domain/volunteer';
import type { VolunteerReferenceLists } from '../../dataProvider/volunteers';
import {
  DEPENDENT_FIELDS,
  fieldLabel,
  referenceChoices,
  useYesNoChoices,
  withCurrent,
  type ReferenceField,
} from './volunteerChoices';

const T = 'app.volunteerScreens.dialog';
// no pattern: spaces, dashes and +91 are accepted and stored as bare digits (src/domain/contact)
const NUMERIC = { inputMode: 'numeric' as const };
const PHONE = { inputMode: 'tel' as const };

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`${T}.sections.${title}`)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

interface InputsProps {
  reference?: VolunteerReferenceLists;
  readOnly?: boolean;
}

/** The date of birth as a date picker; the form keeps it as dd-mm-yyyy. */
function DateOfBirthInput({ disabled }: { disabled?: boolean }) {
  const translate = useTranslate();
  const value = useWatch({ name: 'dateOfBirth' }) as string | undefined;
  return (
    <TextInput
      source="dateOfBirth"
      label={fieldLabel('dateOfBirth')}
      type="date"
      disabled={disabled}
      format={(v: unknown) => (typeof v === 'string' ? (parseDayMonthYear(v) ?? '') : '')}
      parse={(v: string) => (v ? isoToDayMonthYear(v) : '')}
      inputProps={{ max: todayIso() }}
      InputLabelProps={{ shrink: true }}
      helperText={value ? translate(`${T}.dateFormat`, { date: value }) : false}
    />
  );
}

/** The volunteer's fields in the seven sections of spec §2, shared by add and edit. */
export function VolunteerInputs({ reference, readOnly }: InputsProps) {
  const { setValue } = useFormContext();
  const row = useWatch() as Record<string, unknown>;
  const choices = referenceChoices(reference, row);
  const yesNo = useYesNoChoices();

  const text = (source: string, props: Record<string, unknown> = {}) => (
    <TextInput source={source} label={fieldLabel(source)} disabled={readOnly} {...props} />
  );
  const digits = (source: string, inputProps: { inputMode: 'numeric' | 'tel' } = NUMERIC) =>
    text(source, { inputProps });
  const select = (source: ReferenceField) => {
    const options = withCurrent(choices[source], row[source]);
    return (
      <SelectInput
        source={source}
        label={fieldLabel(source)}
        choices={options}
        translateChoice={false}
        disabled={readOnly || options.length === 0}
        onChange={() =>
          DEPENDENT_FIELDS[source]?.forEach((dependent) =>
            setValue(dependent, '', { shouldDirty: true }),
          )
        }
      />
    );
  };
  const flag = (source: string) => (
    <SelectInput
      key={source}
      source={source}
      label={fieldLabel(source)}
      choices={yesNo}
      translateChoice={false}
      disabled={readOnly}
      format={(v: unknown) => (v === true ? 'yes' : v === false ? 'no' : '')}
      parse={(v: unknown) => v === 'yes'}
    />
  );
  const [pledge, ...uniform] = VOLUNTEER_FLAG_FIELDS.filter((f) => !f.endsWith('Chaki'));

  return (
    <>
      <Section title="personal">
        {text('firstName')}
        {text('fatherName')}
        {text('surname')}
        <DateOfBirthInput disabled={readOnly} />
        {select('bloodGroup')}
        {digits('mobile', PHONE)}
        {digits('phone', PHONE)}
        {text('email', { type: 'email' })}
      </Section>
      <Section title="address">
        {text('address', { multiline: true })}
        {digits('pinCode')}
      </Section>
      <Section title="occupation">
        {select('occupation')}
        {select('occupationDetails1')}
        {select('occupationDetails2')}
      </Section>
      <Section title="responsibility">
        {select('responsibilityLevel')}
        {select('responsibility')}
        {text('otherResponsibility')}
      </Section>
      <Section title="organisation">
        {select('category')}
        {select('account')}
        {select('trainingInOrganization')}
        {flag(pledge!)}
      </Section>
      <Section title="uniform">{uniform.map(flag)}</Section>
      <Section title="other">
        {text('specialSkills')}
        {flag('isDuchaki')}
        {flag('isCharChaki')}
      </Section>
    </>
  );
}
