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
import { UNUSUAL_FIELD_SX } from '../../shared/unusualStyle';
import { isNotDone, parseCount, unusualOf } from './entry';
import type { SanghikUnit } from '../../domain/gatheringRecords';

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
  const unusual = unusualOf(unit);
  // the cap's message (red) or the unusual count's reason (amber) under its input or the total
  const issueOf = (field: AttendanceField | 'total') => {
    const issue = issues.find((i) => i.field === field);
    return issue ? translate(issue.key, issue.args) : undefined;
  };
  const reasonOf = (field: AttendanceField | 'total') => {
    const flag = unusual.find((f) => f.field === field);
    return flag ? translate(flag.key, flag.args) : undefined;
  };
  const flagProps = (field: AttendanceField | 'total') => {
    const error = issueOf(field);
    const reason = error ? undefined : reasonOf(field);
    return {
      error: error !== undefined,
      helperText: error ?? reason,
      sx: reason ? UNUSUAL_FIELD_SX : undefined,
      'data-unusual': reason ? 'true' : undefined,
    };
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
              {...flagProps(field)}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  [INPUT_ATTR]: true,
                  onKeyDown: focusNext,
                  readOnly,
                },
              }}
              style={{ width: 150 }}
            />
          ))}
          <TextField
            size="small"
            label={translate('app.gathering.field.total')}
            value={String(counts.total)}
            {...flagProps('total')}
            slotProps={{ htmlInput: { readOnly: true } }}
            style={{ width: 110 }}
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
