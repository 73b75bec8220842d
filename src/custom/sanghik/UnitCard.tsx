import { Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import {
  attendanceIssues,
  ekakSubTypeKey,
  ekakTypeKey,
  inputsOf,
  type AttendanceField,
} from '../../domain';
import { isNotDone, parseCount } from './entry';
import type { SanghikUnit } from './types';

export const INPUT_ATTR = 'data-sanghik-input';

/** Enter moves the focus to the next attendance input of the page. */
function focusNext(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  const inputs = [...document.querySelectorAll<HTMLInputElement>(`input[${INPUT_ATTR}]`)];
  inputs[inputs.indexOf(event.currentTarget) + 1]?.focus();
}

interface Props {
  unit: SanghikUnit;
  readOnly: boolean;
  onChange(sankalpId: number, field: AttendanceField, value: number): void;
}

/** One unit: its name, type, only the inputs of its sub-type and the read-only total. */
export function UnitCard({ unit, readOnly, onChange }: Props) {
  const translate = useTranslate();
  const counts = unit.sanghik_upstiti;
  const issues = attendanceIssues(counts);
  // the cap's message under the input (or the total) that is over it
  const issueOf = (field: AttendanceField | 'total') => {
    const issue = issues.find((i) => i.field === field);
    return issue ? translate(issue.key, issue.args) : undefined;
  };
  const subType = `${translate(ekakTypeKey(unit.ekak_type_id))} · ${translate(ekakSubTypeKey(unit.ekak_sub_type_id))}`;
  return (
    <Card variant="outlined" data-testid={`sankalp-${unit.sankalp_id}`} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {unit.localized_name}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {subType}
        </Typography>
        <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1.5} sx={{ mt: 1 }}>
          {inputsOf(unit.ekak_sub_type_id).map((field) => (
            <TextField
              key={field}
              size="small"
              label={translate(`app.gathering.field.${field}`)}
              value={String(counts[field])}
              onChange={(e) => onChange(unit.sankalp_id, field, parseCount(e.target.value))}
              error={issueOf(field) !== undefined}
              helperText={issueOf(field)}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  [INPUT_ATTR]: true,
                  onKeyDown: focusNext,
                  readOnly,
                },
              }}
              sx={{ width: 150 }}
            />
          ))}
          <TextField
            size="small"
            label={translate('app.gathering.field.total')}
            value={String(counts.total)}
            error={issueOf('total') !== undefined}
            helperText={issueOf('total')}
            slotProps={{ htmlInput: { readOnly: true } }}
            sx={{ width: 110 }}
          />
        </Stack>
        {isNotDone(unit) && (
          <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
            {translate('app.sanghikEntry.notDone')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
