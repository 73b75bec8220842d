import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import {
  BLANK_KINDS,
  blankOf,
  renamed,
  withWord,
  wordOf,
  type ModuleDefinition,
  type ModuleKind,
} from '../../domain/engine';
import { ApprovalOptions } from './ApprovalOptions';
import { LevelBoxes } from './LevelBoxes';
import { RegisterOptions } from './RegisterOptions';
import { T } from './words';

/** The menu places a module may sit under: the working group and its two campaign groups. */
const MENU_PARENTS = ['application', 'lokjagaran-abhiyan-vrutta', 'rpsa'];

/** A module's key, names, levels, period and menu place. */
export function BasicsForm(props: {
  d: ModuleDefinition;
  isNew: boolean;
  sources: readonly ModuleDefinition[];
  onChange: (d: ModuleDefinition) => void;
}) {
  const { d, isNew, sources, onChange } = props;
  const translate = useTranslate();
  const set = (change: Partial<ModuleDefinition>) =>
    onChange({ ...d, ...change } as ModuleDefinition);
  const setWord = (language: 'mr' | 'en', text: string) =>
    onChange(withWord(d, language, ['name'], text));
  const setKind = (kind: ModuleKind) =>
    onChange(blankOf(kind, d.name, sources[0]?.name ?? '', d.labels));
  return (
    <Stack sx={{ gap: 2, mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          select
          label={translate(`${T}.column.kind`)}
          value={d.kind}
          disabled={!isNew}
          onChange={(e) => setKind(e.target.value as ModuleKind)}
          sx={{ width: { sm: 240 }, flexShrink: 0 }}
        >
          {BLANK_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {translate(`${T}.kind.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate(`${T}.key`)}
          value={d.name}
          disabled={!isNew}
          onChange={(e) => onChange(renamed(d, e.target.value.toLowerCase()))}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          label={translate(`${T}.nameMr`)}
          value={wordOf(d, 'mr', ['name'])}
          required
          onChange={(e) => setWord('mr', e.target.value)}
          sx={{ flex: 1 }}
        />
        <TextField
          label={translate(`${T}.nameEn`)}
          value={wordOf(d, 'en', ['name'])}
          onChange={(e) => setWord('en', e.target.value)}
          sx={{ flex: 1 }}
        />
      </Stack>
      {d.kind === 'countForm' && (
        <TextField
          select
          label={translate(`${T}.period`)}
          value={d.period}
          onChange={(e) => set({ period: e.target.value } as Partial<ModuleDefinition>)}
          sx={{ maxWidth: 260 }}
        >
          {['financialYear', 'month'].map((p) => (
            <MenuItem key={p} value={p}>
              {translate(`${T}.periods.${p}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {d.kind === 'rollupReport' && (
        <TextField
          select
          label={translate(`${T}.source`)}
          value={d.source}
          onChange={(e) => set({ source: e.target.value } as Partial<ModuleDefinition>)}
          sx={{ maxWidth: 360 }}
        >
          {sources.map((s) => (
            <MenuItem key={s.name} value={s.name}>
              {wordOf(s, 'mr', ['name']) || s.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {d.kind === 'register' && <RegisterOptions d={d} onChange={onChange} />}
      <LevelBoxes
        label={translate(`${T}.placeLevels`)}
        value={d.placeLevels}
        onChange={(placeLevels) => set({ placeLevels })}
      />
      {d.kind === 'countForm' && (
        <LevelBoxes
          label={translate(`${T}.entryLevels`)}
          value={d.entryLevels}
          onChange={(entryLevels) => set({ entryLevels } as Partial<ModuleDefinition>)}
        />
      )}
      {d.kind === 'countForm' && <ApprovalOptions d={d} onChange={onChange} />}
      <LevelBoxes
        label={translate(`${T}.userLevels`)}
        value={d.access.userLevels ?? []}
        onChange={(userLevels) =>
          set({ access: userLevels.length ? { ...d.access, userLevels } : {} })
        }
      />
      <Stack direction="row" sx={{ gap: 2 }}>
        <TextField
          select
          label={translate(`${T}.menuParent`)}
          value={d.menu.parent}
          onChange={(e) => set({ menu: { ...d.menu, parent: e.target.value } })}
          sx={{ minWidth: 260 }}
        >
          {MENU_PARENTS.map((id) => (
            <MenuItem key={id} value={id}>
              {translate(id === 'application' ? 'app.menu.group.application' : `app.menu.${id}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="number"
          label={translate(`${T}.menuOrder`)}
          value={d.menu.order}
          onChange={(e) => set({ menu: { ...d.menu, order: Number(e.target.value) } })}
          sx={{ width: 140 }}
        />
      </Stack>
    </Stack>
  );
}
