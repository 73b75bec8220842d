import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import {
  indicatorNames,
  withWord,
  wordOf,
  type CountFormDeclaration,
  type IndicatorDeclaration,
  type ModuleDefinition,
} from '../../domain/engine';
import { CheckSideField } from './CheckSideField';
import { T } from './words';

/**
 * A count form's indicators (issue 49 §3): its Marathi name, a numerator and a denominator over
 * the form's summed fields, their total, `records` and `eligible`, judged as typed, and a factor
 * (100 for a share in percent). The roll-up report shows each beside the figures.
 */
export function IndicatorsEditor(props: {
  d: ModuleDefinition;
  onChange: (d: ModuleDefinition) => void;
}) {
  const { d, onChange } = props;
  const translate = useTranslate();
  if (d.kind !== 'countForm') return null;
  const indicators = d.indicators ?? [];
  const names = [...indicatorNames(d as CountFormDeclaration)];
  const set = (next: IndicatorDeclaration[]) =>
    onChange({ ...d, indicators: next } as ModuleDefinition);
  // a change of one indicator; an optional side left empty is left out
  const replace = (i: number, change: Partial<IndicatorDeclaration>) =>
    set(
      indicators.map((x, j) => {
        if (j !== i) return x;
        const next: Record<string, unknown> = { ...x, ...change };
        for (const key of ['denominator', 'factor'])
          if (next[key] === '' || next[key] === undefined) delete next[key];
        return next as unknown as IndicatorDeclaration;
      }),
    );
  const add = () => {
    let n = indicators.length + 1;
    while (indicators.some((x) => x.name === `indicator${n}`)) n += 1;
    set([...indicators, { name: `indicator${n}`, numerator: names[0] ?? '' }]);
  };
  return (
    <>
      <Typography variant="h6" component="h2">
        {translate(`${T}.indicators`)}
      </Typography>
      {indicators.map((x, i) => (
        <Stack key={x.name} direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1, mb: 1 }}>
          <TextField
            size="small"
            label={translate(`${T}.indicator.label`)}
            value={wordOf(d, 'mr', ['indicators', x.name])}
            onChange={(e) => onChange(withWord(d, 'mr', ['indicators', x.name], e.target.value))}
            sx={{ flex: 1 }}
          />
          <CheckSideField
            label={translate(`${T}.indicator.numerator`)}
            value={x.numerator}
            names={names}
            onChange={(side) => replace(i, { numerator: String(side) })}
          />
          <CheckSideField
            label={translate(`${T}.indicator.denominator`)}
            value={x.denominator ?? ''}
            names={names}
            optional
            onChange={(side) => replace(i, { denominator: String(side) })}
          />
          <TextField
            size="small"
            type="number"
            label={translate(`${T}.indicator.factor`)}
            value={x.factor ?? ''}
            onChange={(e) => {
              const text = e.target.value.trim();
              replace(i, { factor: text === '' ? undefined : Number(text) });
            }}
            sx={{ width: 120 }}
          />
          <IconButton
            aria-label={translate(`${T}.indicator.remove`)}
            onClick={() => set(indicators.filter((_, j) => j !== i))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button variant="outlined" onClick={add} sx={{ mb: 2 }} disabled={names.length === 0}>
        {translate(`${T}.addIndicator`)}
      </Button>
    </>
  );
}
