import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { wordOf, type ModuleDefinition, type RegisterDeclaration } from '../../domain/engine';
import { T } from './words';

type Register = Extract<ModuleDefinition, { kind: 'register' }>;

/** What a register offers beside its form: the Excel upload, the duplicate check before a save. */
export function RegisterOptions({
  d,
  onChange,
}: {
  d: Register;
  onChange: (d: ModuleDefinition) => void;
}) {
  const translate = useTranslate();
  const set = (change: Partial<RegisterDeclaration>) => {
    const next: Record<string, unknown> = { ...d, ...change };
    for (const [key, value] of Object.entries(change))
      if (value === undefined || (Array.isArray(value) && !value.length)) delete next[key];
    onChange(next as unknown as ModuleDefinition);
  };
  const comparable = d.fields.filter((f) => !f.retired && f.type !== 'place');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={d.upload === true}
            onChange={(e) => set({ upload: e.target.checked || undefined })}
          />
        }
        label={translate(`${T}.upload`)}
      />
      <TextField
        select
        label={translate(`${T}.duplicates`)}
        value={[...(d.duplicates ?? [])]}
        onChange={(e) => {
          const value = e.target.value as unknown as string[] | string;
          set({ duplicates: typeof value === 'string' ? value.split(',') : value });
        }}
        slotProps={{ select: { multiple: true } }}
        sx={{ minWidth: 320 }}
      >
        {comparable.map((f) => (
          <MenuItem key={f.name} value={f.name}>
            {wordOf(d, 'mr', ['fields', f.name]) || f.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
