import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { usePermissions, useTranslate } from 'react-admin';
import type { AppPermissions } from '../../domain';
import { ADMIN_TRAIL_MODULES } from '../../domain/changes';
import { moduleRefusal } from '../../domain/engine';
import { MODULES, definedModules } from '../../domain/modules';
import { DayField } from '../../shared/DayField';
import { FilterBar } from '../../shared/FilterBar';
import { GeoPickerButton } from '../../shared/geo-picker';
import { useDefinedModulesVersion } from '../../engine/defined/useDefinedModulesVersion';
import { useChangeLabels } from './useChangeLabels';

const T = 'app.changes';

export interface TrailFilters {
  module: string;
  person: string;
  from: string | null;
  to: string | null;
}

/** The modules whose changes the user may read (the server keeps the others out too). */
function useReadableModules(): string[] {
  useDefinedModulesVersion();
  const { permissions } = usePermissions<AppPermissions>();
  if (!permissions) return [];
  const user = { ...permissions, levelId: permissions.levelId };
  const names = [...MODULES, ...definedModules()]
    .filter((d) => moduleRefusal(d, user, false) === null)
    .map((d) => d.name);
  return permissions.admin ? [...names, ...ADMIN_TRAIL_MODULES] : names;
}

/** बदल नोंद's choices: the place (the picker), module, person and days. */
export function ChangeLogFilters({
  value,
  onChange,
  datesWrong,
}: {
  value: TrailFilters;
  onChange(next: TrailFilters): void;
  datesWrong: boolean;
}) {
  const translate = useTranslate();
  const modules = useReadableModules();
  const { moduleLabel } = useChangeLabels();
  const set = (patch: Partial<TrailFilters>) => onChange({ ...value, ...patch });
  return (
    <FilterBar>
      <GeoPickerButton />
      <TextField
        select
        size="small"
        label={translate(`${T}.module`)}
        value={value.module}
        onChange={(e) => set({ module: e.target.value })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{translate(`${T}.allModules`)}</MenuItem>
        {modules.map((name) => (
          <MenuItem key={name} value={name}>
            {moduleLabel(name)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={translate(`${T}.person`)}
        value={value.person}
        onChange={(e) => set({ person: e.target.value })}
        inputProps={{ maxLength: 100 }}
      />
      <DayField
        size="small"
        label={translate(`${T}.from`)}
        value={value.from}
        onChange={(from) => set({ from })}
      />
      <DayField
        size="small"
        label={translate(`${T}.to`)}
        value={value.to}
        onChange={(to) => set({ to })}
        error={datesWrong}
        helperText={datesWrong ? translate(`${T}.badDates`) : undefined}
      />
    </FilterBar>
  );
}
