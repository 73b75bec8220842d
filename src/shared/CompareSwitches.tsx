import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslate } from 'react-admin';
import type { Comparison } from '../domain/report';

const KINDS = ['lastYear', 'targets'] as const;

/**
 * The two switches of a report (issue 49): its figures beside the same period last year
 * (मागील वर्षाशी तुलना) or beside their targets (लक्ष्याशी तुलना), one at a time.
 */
export function CompareSwitches({
  value,
  onChange,
}: {
  value: Comparison;
  onChange(next: Comparison): void;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap' }} data-print="hide">
      {KINDS.map((kind) => (
        <FormControlLabel
          key={kind}
          control={
            <Switch checked={value === kind} onChange={(_, on) => onChange(on ? kind : null)} />
          }
          label={translate(kind === 'lastYear' ? 'app.compare.toggle' : 'app.target.toggle')}
        />
      ))}
    </Stack>
  );
}
