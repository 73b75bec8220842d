import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CHECK_IMPORTANCES } from '../../domain/checks';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import {
  CROSS_CHECK_OPS,
  withWord,
  wordOf,
  type CrossCheck,
  type ModuleDefinition,
} from '../../domain/engine';
import { CheckSideField } from './CheckSideField';
import { T } from './words';

/**
 * The checks: a field or a formula against another field, a number or a formula (the previous
 * period, last year, another form), checked as one types; whether it refuses the save or asks
 * a reason, and its message.
 */
export function ChecksEditor(props: {
  d: ModuleDefinition;
  onChange: (d: ModuleDefinition) => void;
}) {
  const { d, onChange } = props;
  const translate = useTranslate();
  if (d.kind === 'rollupReport') return null;
  const checks = d.checks ?? [];
  const fields = d.fields.filter((f) => !f.retired && f.type !== 'place');
  const names = fields.map((f) => f.name);
  const setChecks = (next: CrossCheck[], words = d) =>
    onChange({ ...words, checks: next } as ModuleDefinition);
  const replace = (i: number, change: Partial<CrossCheck>) =>
    setChecks(checks.map((c, j) => (j === i ? { ...c, ...change } : c)));
  const add = () => {
    let n = checks.length + 1;
    while (checks.some((c) => c.message === `check${n}`)) n += 1;
    const first = fields[0]?.name ?? '';
    setChecks([
      ...checks,
      { left: first, op: '<=', right: fields[1]?.name ?? 0, message: `check${n}` },
    ]);
  };
  return (
    <>
      <Typography variant="h6" component="h2">
        {translate(`${T}.checks`)}
      </Typography>
      {checks.map((c, i) => (
        <Stack key={c.message} direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1, mb: 1 }}>
          <CheckSideField
            label={translate(`${T}.check.left`)}
            value={c.left}
            names={names}
            onChange={(left) => replace(i, { left: String(left) })}
          />
          <TextField
            size="small"
            select
            label={translate(`${T}.check.op`)}
            value={c.op}
            onChange={(e) => replace(i, { op: e.target.value as CrossCheck['op'] })}
            sx={{ width: 100 }}
          >
            {CROSS_CHECK_OPS.map((op) => (
              <MenuItem key={op} value={op}>
                {op}
              </MenuItem>
            ))}
          </TextField>
          <CheckSideField
            label={translate(`${T}.check.right`)}
            value={c.right}
            names={names}
            numbers
            onChange={(right) => replace(i, { right })}
          />
          <TextField
            size="small"
            select
            label={translate(`${T}.check.importance`)}
            value={c.importance ?? 'refuse'}
            onChange={(e) =>
              replace(i, { importance: e.target.value as NonNullable<CrossCheck['importance']> })
            }
            sx={{ minWidth: 150 }}
          >
            {CHECK_IMPORTANCES.map((level) => (
              <MenuItem key={level} value={level}>
                {translate(`${T}.check.importances.${level}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate(`${T}.check.message`)}
            value={wordOf(d, 'mr', ['checks', c.message])}
            onChange={(e) => onChange(withWord(d, 'mr', ['checks', c.message], e.target.value))}
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={translate(`${T}.check.remove`)}
            onClick={() => setChecks(checks.filter((_, j) => j !== i))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button variant="outlined" onClick={add} sx={{ mb: 2 }} disabled={fields.length === 0}>
        {translate(`${T}.addCheck`)}
      </Button>
    </>
  );
}
