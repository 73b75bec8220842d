import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  enteredFields,
  isFieldActive,
  sectionLabelKey,
  type RegisterDeclaration,
} from '../domain/engine';
import { FIELD_INPUTS } from './fieldInputs';

/** The fields of the create and edit forms, in their declared sections; depends-on applied. */
export function EntityInputs({ d }: { d: RegisterDeclaration }) {
  const translate = useTranslate();
  const values = useWatch();
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      {d.sections.map((section) => {
        const fields = enteredFields(d).filter(
          (f) => f.section === section && isFieldActive(f, values),
        );
        if (fields.length === 0) return null;
        return (
          <Box component="fieldset" key={section} sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {translate(sectionLabelKey(d.name, section))}
            </Typography>
            {fields.map((field) => {
              const Input = FIELD_INPUTS[field.type];
              return <Input key={field.name} d={d} field={field} />;
            })}
          </Box>
        );
      })}
    </Box>
  );
}
