import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import {
  VOLUNTEER_DEPENDENTS,
  VOLUNTEER_FIELDS,
  VOLUNTEER_SECTIONS,
  isoToDayMonthYear,
  parseDayMonthYear,
  type VolunteerFieldDeclaration,
  type VolunteerFieldKey,
} from '../../domain/volunteer';
import type { VolunteerReferenceLists } from '../../dataProvider/volunteers';
import { withCurrent } from '../../shared/nameChoices';
import { fieldLabel, referenceChoices, useYesNoChoices } from './volunteerChoices';
import { DayInput } from '../../shared/DayInput';

const T = 'app.volunteerScreens.dialog';
// no pattern: spaces, dashes and +91 are accepted and stored as bare digits (src/domain/contact)
const NUMERIC = { inputMode: 'numeric' as const };
const PHONE = { inputMode: 'tel' as const };

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`resources.swayamsevak.sections.${title}`)}
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

/** A date (of birth) typed as dd/mm/yyyy; the form keeps it as the register's dd-mm-yyyy. */
function PastDateInput({ source, disabled }: { source: string; disabled?: boolean }) {
  const translate = useTranslate();
  const value = useWatch({ name: source }) as string | undefined;
  return (
    <DayInput
      source={source}
      label={fieldLabel(source)}
      disabled={disabled}
      toDay={(stored) => parseDayMonthYear(stored) ?? stored}
      fromDay={(day) => (parseDayMonthYear(day) === day ? isoToDayMonthYear(day) : day)}
      helperText={value ? translate(`${T}.dateFormat`, { date: value }) : false}
    />
  );
}

type Field = VolunteerFieldDeclaration & { name: VolunteerFieldKey };
const FIELDS = VOLUNTEER_FIELDS as readonly Field[];

/** The volunteer's fields in the sections of spec §2 (as declared), shared by add and edit. */
export function VolunteerInputs({ reference, readOnly }: InputsProps) {
  const { setValue } = useFormContext();
  const row = useWatch() as Record<string, unknown>;
  const choices = referenceChoices(reference, row);
  const yesNo = useYesNoChoices();

  const text = (source: string, props: Record<string, unknown> = {}) => (
    <TextInput
      key={source}
      source={source}
      label={fieldLabel(source)}
      disabled={readOnly}
      {...props}
    />
  );
  const select = (source: VolunteerFieldKey) => {
    const options = withCurrent(choices[source], row[source]);
    return (
      <SelectInput
        key={source}
        source={source}
        label={fieldLabel(source)}
        choices={options}
        translateChoice={false}
        disabled={readOnly || options.length === 0}
        onChange={() =>
          VOLUNTEER_DEPENDENTS[source]?.forEach((dependent) =>
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
  const input = ({ name, type, digits }: Field) => {
    switch (type) {
      case 'select':
        return select(name);
      case 'flag':
        return flag(name);
      case 'date':
        return <PastDateInput key={name} source={name} disabled={readOnly} />;
      case 'longText':
        return text(name, { multiline: true });
      case 'email':
        return text(name, { type: 'email' });
      case 'phone':
        return text(name, { inputProps: PHONE });
      case 'integer':
        return text(name, { inputProps: digits === 'mobile' ? PHONE : NUMERIC });
      default:
        return text(name);
    }
  };

  return (
    <>
      {VOLUNTEER_SECTIONS.map((section) => (
        <Section key={section} title={section}>
          {FIELDS.filter((f) => f.section === section).map(input)}
        </Section>
      ))}
    </>
  );
}
