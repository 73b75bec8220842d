import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { DayField } from '../../shared/DayField';
import {
  ENTITY_MESSAGE,
  checkRecord,
  fieldLabelKey,
  fieldsFor,
  recordTotal,
  type CountFormDeclaration,
  type CountSubject,
  type FieldDeclaration,
} from '../../domain/engine';
import { subTypeLabelKeys, unusualRecord } from '../../domain/engine';
import { parseCount } from '../../domain/text';
import { subjectSubTypeOf } from '../../domain/subjects';
import { MAX_REASON_LENGTH, type ReasonAsk } from '../../domain/checks';
import type { OutboxState } from '../../domain/engine/outbox';
import { UNUSUAL_FIELD_SX } from '../../shared/unusualStyle';
import { useScreenText } from './screenText';

export const INPUT_ATTR = 'data-count-input';

/** Enter moves the focus to the next count input of the page. */
function focusNext(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  const inputs = [...document.querySelectorAll<HTMLInputElement>(`input[${INPUT_ATTR}]`)];
  inputs[inputs.indexOf(event.currentTarget) + 1]?.focus();
}

const isZero = (value: unknown) => value === undefined || value === null || value === 0;

interface Props {
  d: CountFormDeclaration;
  subject: CountSubject;
  values: Record<string, unknown>;
  problems?: readonly string[];
  /** Edited since loading: its rules (a cap) show as the person types. */
  edited?: boolean;
  readOnly: boolean;
  onChange(field: string, value: unknown): void;
  /** Saved on this device, not yet on the server: waiting, or refused (issue 26). */
  onDevice?: OutboxState;
  /** The warnings its figures break that the server asks a reason for (issue 48). */
  asks?: readonly ReasonAsk[];
  reasons?: Readonly<Record<string, string>>;
  onReason?(code: string, reason: string): void;
}

/** One subject (a unit or a place): the inputs of its fields, its total and its problems. */
export function SubjectCard(props: Props) {
  const { d, subject, values, problems, edited, readOnly, onChange, onDevice } = props;
  const translate = useTranslate();
  const text = useScreenText(d);
  const label = (f: FieldDeclaration) => translate(fieldLabelKey(d.name, f.name));
  const sub = subjectSubTypeOf(subject);
  const kindKeys = subTypeLabelKeys(subject);
  const unusual = subject.history ? unusualRecord(d, sub, values, subject.history) : [];
  // a broken rule in red as the person types (a missing value waits for the save)
  const broken = edited
    ? checkRecord(d, sub ?? undefined, values).issues.filter(
        (i) => i.key !== ENTITY_MESSAGE.REQUIRED,
      )
    : [];
  // else an unusual figure's reason under its input, in amber (issue 15)
  const flagged = (field: string) => {
    const issue = broken.find((i) => i.field === field);
    if (issue) return { error: true, helperText: translate(issue.key, issue.args) };
    const flag = unusual.find((u) => u.field === field);
    return flag
      ? { helperText: translate(flag.key, flag.args), sx: UNUSUAL_FIELD_SX, 'data-unusual': 'true' }
      : {};
  };
  const counts = fieldsFor(d, sub ?? undefined).filter((f) => f.type === 'count');
  const notDone = counts.length > 0 && counts.every((f) => isZero(values[f.name]));
  const input = (f: FieldDeclaration) => {
    if (f.type === 'flag') {
      return (
        <FormControlLabel
          key={f.name}
          label={label(f)}
          control={
            <Checkbox
              checked={values[f.name] === true}
              disabled={readOnly}
              onChange={(e) => onChange(f.name, e.target.checked)}
            />
          }
        />
      );
    }
    if (f.type === 'date') {
      return (
        <DayField
          key={f.name}
          size="small"
          label={label(f)}
          value={values[f.name] === undefined ? null : (values[f.name] as string | null)}
          onChange={(day) => onChange(f.name, day)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly } }}
          style={{ width: 190 }}
          {...flagged(f.name)}
        />
      );
    }
    return (
      <TextField
        key={f.name}
        size="small"
        label={label(f)}
        value={
          values[f.name] === undefined || values[f.name] === null ? '' : String(values[f.name])
        }
        onChange={(e) => onChange(f.name, parseCount(e.target.value))}
        slotProps={{
          htmlInput: { readOnly, inputMode: 'numeric', [INPUT_ATTR]: true, onKeyDown: focusNext },
        }}
        style={{ width: 130 }}
        {...flagged(f.name)}
      />
    );
  };
  return (
    <Card variant="outlined" data-testid={`subject-${subject.subject_id}`} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {subject.name}
        </Typography>
        {onDevice && (
          <Chip
            size="small"
            color={onDevice === 'attention' ? 'warning' : 'default'}
            label={translate(`app.outbox.card.${onDevice}`)}
            sx={{ mb: 0.5 }}
          />
        )}
        {kindKeys.length > 0 && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {kindKeys.map((key) => translate(key)).join(' · ')}
          </Typography>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
          {fieldsFor(d, sub).map(input)}
          {d.fields.some((f) => f.inTotal) && (
            <TextField
              size="small"
              label={translate('app.countForm.total')}
              value={String(recordTotal(d, values))}
              slotProps={{ htmlInput: { readOnly: true } }}
              style={{ width: 110 }}
              {...flagged('total')}
            />
          )}
        </Stack>
        {notDone && (
          <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
            {text('notDone')}
          </Typography>
        )}
        {problems?.map((p) => (
          <FormHelperText key={p} error>
            {p}
          </FormHelperText>
        ))}
        {props.asks?.map((ask) => (
          <TextField
            key={ask.code}
            size="small"
            fullWidth
            sx={{ mt: 1 }}
            label={translate('app.check.reasonLabel', { check: ask.check })}
            value={props.reasons?.[ask.code] ?? ''}
            onChange={(e) => props.onReason?.(ask.code, e.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_REASON_LENGTH, readOnly } }}
            helperText={translate('app.check.reasonHelp')}
          />
        ))}
      </CardContent>
    </Card>
  );
}
