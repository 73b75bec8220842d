import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import {
  FIELD_RULES,
  choicesText,
  retiredField,
  withChoicesText,
  withWord,
  wordOf,
  type FieldDeclaration,
  type ModuleDefinition,
} from '../../domain/engine';
import { T } from './words';

const FLAGS = ['required', 'inList', 'filter', 'search', 'summed'] as const;
const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** One field of the form being built: key, type, names, bounds, choices, section, flags. */
export function FieldRow(props: {
  d: ModuleDefinition;
  field: FieldDeclaration;
  index: number;
  /** Published once: its key never changes again. */
  keyLocked: boolean;
  onField: (field: FieldDeclaration, d?: ModuleDefinition) => void;
  onMove: (by: -1 | 1) => void;
  /** The key changed (its words, checks and dependants follow it). */
  onRename: (name: string) => void;
}) {
  const { d, field: f, index, keyLocked, onField, onMove, onRename } = props;
  const translate = useTranslate();
  const t = (key: string) => translate(`${T}.field.${key}`);
  const set = (change: Partial<FieldDeclaration>) => onField({ ...f, ...change });
  const setName = (language: 'mr' | 'en', text: string) =>
    onField(f, withWord(d, language, ['fields', f.name], text));
  const sections = d.kind === 'rollupReport' ? [] : d.sections;
  const choosing = f.type === 'select' || f.type === 'multiSelect';
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, mb: 1, opacity: f.retired ? 0.6 : 1 }}
      aria-label={f.name}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1, alignItems: { md: 'center' } }}>
        <TextField
          size="small"
          label={t('key')}
          value={f.name}
          disabled={keyLocked}
          onChange={(e) => onRename(e.target.value)}
        />
        <TextField
          size="small"
          select
          label={t('type')}
          value={f.type}
          onChange={(e) => set({ type: e.target.value as FieldDeclaration['type'] })}
          sx={{ minWidth: 150 }}
        >
          {Object.keys(FIELD_RULES).map((type) => (
            <MenuItem key={type} value={type}>
              {translate(`${T}.type.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('labelMr')}
          value={wordOf(d, 'mr', ['fields', f.name])}
          onChange={(e) => setName('mr', e.target.value)}
        />
        <TextField
          size="small"
          label={t('labelEn')}
          value={wordOf(d, 'en', ['fields', f.name])}
          onChange={(e) => setName('en', e.target.value)}
        />
        <TextField
          size="small"
          select
          label={t('section')}
          value={f.section ?? ''}
          onChange={(e) => set({ section: e.target.value })}
          sx={{ minWidth: 120 }}
        >
          {sections.map((s) => (
            <MenuItem key={s} value={s}>
              {wordOf(d, 'mr', ['sections', s]) || s}
            </MenuItem>
          ))}
        </TextField>
        <IconButton
          aria-label={t('up')}
          size="small"
          onClick={() => onMove(-1)}
          disabled={index === 0}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton aria-label={t('down')} size="small" onClick={() => onMove(1)}>
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        {f.type !== 'place' && (
          <Button
            size="small"
            color={f.retired ? 'primary' : 'error'}
            onClick={() =>
              onField(
                f.retired ? { ...f, retired: undefined, readOnly: undefined } : retiredField(f),
              )
            }
          >
            {t(f.retired ? 'restore' : 'retire')}
          </Button>
        )}
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 1, mt: 1, alignItems: { md: 'center' } }}
      >
        {(f.type === 'photo'
          ? (['maxPhotos'] as const)
          : (['min', 'max', 'maxLength'] as const)
        ).map((bound) => (
          <TextField
            key={bound}
            size="small"
            type="number"
            label={t(bound)}
            value={f[bound] ?? ''}
            onChange={(e) => set({ [bound]: number(e.target.value) })}
            sx={{ width: 110 }}
          />
        ))}
        {choosing && (
          <TextField
            size="small"
            label={t('choices')}
            defaultValue={choicesText(d, f)}
            onBlur={(e) => {
              const next = withChoicesText(d, f, e.target.value);
              onField(next.field, next.d);
            }}
            sx={{ flex: 1 }}
          />
        )}
        {FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            control={
              <Checkbox
                size="small"
                checked={f[flag] === true}
                disabled={f.retired || (flag === 'required' && f.type === 'place')}
                onChange={(e) => set({ [flag]: e.target.checked || undefined })}
              />
            }
            label={t(flag)}
          />
        ))}
        {f.retired && <span>{t('retired')}</span>}
      </Stack>
    </Paper>
  );
}
