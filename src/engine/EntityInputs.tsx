import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import {
  enteredFields,
  isFieldActive,
  sectionLabelKey,
  type RegisterDeclaration,
} from '../domain/engine';
import { FIELD_INPUTS } from './fieldInputs';
import { useEntryValues } from './useEntryValues';

const COLUMNS = {
  display: 'grid',
  columnGap: 1,
  gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
} as const;

interface Props {
  d: RegisterDeclaration;
  /** Each section's fields side by side in columns (a wide dialog), else one under another. */
  columns?: boolean;
  /** Every input locked (a reader's dialog): a disabled fieldset leaves MUI's selects open. */
  disabled?: boolean;
  /** The place is the list's chosen one, not asked (a dialog over the list). */
  placeGiven?: boolean;
}

/** The fields of the create and edit forms, in their declared sections; depends-on applied. */
export function EntityInputs({ d, columns, disabled, placeGiven }: Props) {
  const translate = useTranslate();
  const { values } = useEntryValues();
  return (
    <Box sx={{ width: '100%', maxWidth: columns ? undefined : 720 }}>
      {d.sections.map((section) => {
        const fields = enteredFields(d).filter(
          (f) =>
            f.section === section &&
            isFieldActive(f, values) &&
            !(placeGiven && f.type === 'place'),
        );
        if (fields.length === 0) return null;
        return (
          <Box component="fieldset" key={section} sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
            {/* a heading inside the legend: the group is named by it and it is a heading too */}
            <Box component="legend" sx={{ p: 0, mb: 1 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {translate(sectionLabelKey(d.name, section))}
              </Typography>
            </Box>
            <Box sx={columns ? COLUMNS : undefined}>
              {fields.map((field) => {
                const Input = FIELD_INPUTS[field.type];
                return <Input key={field.name} d={d} field={field} disabled={disabled} />;
              })}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
