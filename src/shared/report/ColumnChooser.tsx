import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { groupState, toggleColumn, toggleGroup } from '../../domain/report';

export interface ColumnChooserProps<K extends string> {
  /** The texts' key prefix (`<texts>.columns`). */
  texts: string;
  columns: readonly { key: K; label: string }[];
  locked: readonly K[];
  /** Toggles that choose or drop a whole group of columns. */
  groups: readonly { label: string; fields: readonly K[] }[];
  /** The chosen columns, locked ones first, then in the order chosen. */
  chosen: K[];
  onChange(chosen: K[]): void;
}

/** A checkbox per column (the locked ones on and disabled), and a toggle per group. */
export function ColumnChooser<K extends string>(props: ColumnChooserProps<K>) {
  const { texts, columns, locked, groups, chosen, onChange } = props;
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {translate(`${texts}.columns`)}
      </Typography>
      {groups.length > 0 && (
        <>
          <FormGroup row>
            {groups.map(({ label, fields }) => {
              const state = groupState(chosen, fields);
              return (
                <FormControlLabel
                  key={label}
                  label={label}
                  control={
                    <Checkbox
                      checked={state === 'all'}
                      indeterminate={state === 'some'}
                      onChange={(e) =>
                        onChange(toggleGroup(locked, chosen, fields, e.target.checked))
                      }
                    />
                  }
                />
              );
            })}
          </FormGroup>
          <Divider sx={{ my: 1 }} />
        </>
      )}
      <FormGroup row>
        {columns.map(({ key, label }) => {
          const isLocked = locked.includes(key);
          return (
            <FormControlLabel
              key={key}
              sx={{ minWidth: 200 }}
              label={label}
              disabled={isLocked}
              control={
                <Checkbox
                  checked={isLocked || chosen.includes(key)}
                  onChange={(e) => onChange(toggleColumn(locked, chosen, key, e.target.checked))}
                />
              }
            />
          );
        })}
      </FormGroup>
    </Box>
  );
}
