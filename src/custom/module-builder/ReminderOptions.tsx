import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { parseReminderDays, remindersFor, type ReminderPolicy } from '../../domain/periods';
import { T } from './words';

interface Props {
  form: { period: string; axis?: string };
  value: ReminderPolicy | undefined;
  onChange(next: ReminderPolicy | undefined): void;
}

const NO_ESCALATION = 'none';

/**
 * A count form's reminders in the builder (issue 47): switched on with its kind's usual steps,
 * the days around the due day typed as "-3, 0, 2, 5", and the step from which the office above
 * gets a digest. A list that does not parse keeps the text and says why; the definition keeps
 * the last good steps.
 */
export function ReminderOptions({ form, value, onChange }: Props) {
  const translate = useTranslate();
  const [text, setText] = useState(value ? value.days.join(', ') : '');
  const [problem, setProblem] = useState<string | null>(null);
  const switchTo = (on: boolean) => {
    const next = on ? remindersFor(form) : undefined;
    setText(next ? next.days.join(', ') : '');
    setProblem(null);
    onChange(next);
  };
  const type = (typed: string) => {
    setText(typed);
    const parsed = parseReminderDays(typed);
    if ('problem' in parsed) return setProblem(parsed.problem);
    setProblem(null);
    const keep = value?.escalateFrom;
    const escalateFrom = keep !== undefined && parsed.days.includes(keep) ? keep : undefined;
    onChange({ days: parsed.days, ...(escalateFrom === undefined ? {} : { escalateFrom }) });
  };
  return (
    <Stack sx={{ gap: 1, mt: 1 }} data-testid="reminder-options">
      <FormControlLabel
        control={
          <Switch checked={value !== undefined} onChange={(e) => switchTo(e.target.checked)} />
        }
        label={translate(`${T}.reminders.on`)}
      />
      {value && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            size="small"
            label={translate(`${T}.reminders.days`)}
            value={text}
            onChange={(e) => type(e.target.value)}
            error={problem !== null}
            helperText={translate(problem ?? `${T}.reminders.daysHelp`)}
            sx={{ minWidth: 260 }}
          />
          <TextField
            select
            size="small"
            label={translate(`${T}.reminders.escalateFrom`)}
            value={value.escalateFrom ?? NO_ESCALATION}
            onChange={(e) => {
              const { escalateFrom: _old, ...rest } = value;
              void _old;
              const chosen = e.target.value;
              onChange(chosen === NO_ESCALATION ? rest : { ...rest, escalateFrom: Number(chosen) });
            }}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value={NO_ESCALATION}>{translate(`${T}.reminders.noEscalation`)}</MenuItem>
            {value.days.map((day) => (
              <MenuItem key={day} value={day}>
                {translate(`${T}.reminders.day`, { day })}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
    </Stack>
  );
}
