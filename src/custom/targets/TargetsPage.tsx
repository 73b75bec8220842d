import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { TargetQuery } from '../../dataProvider/targets';
import type { AppPermissions } from '../../domain';
import {
  changedTargets,
  fieldLabelKey,
  moduleNameKey,
  targetFields,
  type CountFormDeclaration,
  type TargetSheet,
} from '../../domain/engine';
import { FormPeriodTop, useCountForms, useFormPeriod } from '../../shared/formPeriod';
import { useSelectedPlace } from '../../shared/geo-picker';
import { useApiCall } from '../../shared/useApiCall';
import { TargetsTable } from './TargetsTable';
import { TargetsUpload } from './TargetsUpload';

const T = 'app.target';
const settable = (d: CountFormDeclaration) => targetFields(d).length > 0;
type Typed = Record<number, Record<string, string>>;

/**
 * /targets, लक्ष्य (issue 49 §1): for a count form and its period, the office sets the targets
 * of the places right under the chosen one on one sheet; the roll-up report then shows each
 * figure against its target.
 */
export function TargetsPage({ today = new Date() }: { today?: Date }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const forms = useCountForms(settable);
  const { permissions } = usePermissions<AppPermissions>();
  const { place } = useSelectedPlace();
  // a target may be set before its month or year begins
  const chosen = useFormPeriod(forms, today, {}, { ahead: true });
  const [asked, setAsked] = useState<{ query: TargetQuery; d: CountFormDeclaration } | null>(null);
  const [typed, setTyped] = useState<Typed>({});
  const [saving, setSaving] = useState(false);
  const find = () => {
    const period = chosen.body();
    if (!chosen.d || !place || !period) return;
    setAsked({
      d: chosen.d,
      query: { module: chosen.d.name, placeId: place.location_id, ...period },
    });
    setTyped({});
  };
  const { state, reload } = useApiCall(
    (dp) => (asked ? dp.getTargets(asked.query) : Promise.resolve<TargetSheet | null>(null)),
    JSON.stringify(asked?.query),
  );
  const sheet = state.status === 'ready' ? state.data : null;
  const changed = sheet ? changedTargets(sheet.rows, typed) : [];
  const labelOf = (field: string) =>
    field === 'total'
      ? translate('app.countReport.col.total')
      : translate(fieldLabelKey(asked?.d.name ?? '', field));
  const type = (placeId: number, field: string, text: string) =>
    setTyped((now) => ({ ...now, [placeId]: { ...now[placeId], [field]: text } }));
  const save = async () => {
    if (!asked || !changed?.length) return;
    setSaving(true);
    try {
      await dataProvider.setTargets(asked.query, changed);
      notify(`${T}.saved`, { type: 'success' });
      setTyped({});
      reload();
    } catch {
      notify(`${T}.saveFailed`, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const writable = Boolean(permissions?.writeallowed);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <FormPeriodTop
        words={T}
        note
        forms={forms}
        chosen={chosen}
        onFind={find}
        call={{ asked: Boolean(asked), status: state.status, reload }}
      />
      {sheet &&
        (sheet.rows.length === 0 ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate(`${T}.noChildren`)}
          </Alert>
        ) : (
          <>
            <TargetsTable
              sheet={sheet}
              labelOf={labelOf}
              typed={typed}
              writable={writable}
              onType={type}
            />
            {writable && (
              <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 2 }}>
                <Button
                  variant="contained"
                  disabled={saving || !changed?.length}
                  onClick={() => void save()}
                >
                  {translate(`${T}.save`)}
                </Button>
                {changed === null && (
                  <Typography color="error" role="alert">
                    {translate(`${T}.badCell`)}
                  </Typography>
                )}
              </Stack>
            )}
            {writable && asked && (
              <Box sx={{ mt: 4 }}>
                <TargetsUpload
                  query={asked.query}
                  sheet={sheet}
                  title={translate(moduleNameKey(asked.d.name))}
                  labelOf={labelOf}
                  onUploaded={reload}
                />
              </Box>
            )}
          </>
        ))}
    </Box>
  );
}
