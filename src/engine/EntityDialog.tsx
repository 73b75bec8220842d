import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import {
  Form,
  ResourceContextProvider,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
  type HttpError,
  type RaRecord,
} from 'react-admin';
import { declaredValues, moduleNameKey, type RegisterDeclaration } from '../domain/engine';
import { DuplicateWarning } from './DuplicateWarning';
import { EntityHistoryButton } from './EntityHistoryButton';
import { EntityInputs } from './EntityInputs';
import { StaleAlert } from './StaleNotice';
import { useEntityValidation } from './useEntityValidation';
import { useModuleWords } from './useModuleWords';

export interface EntityDialogProps {
  d: RegisterDeclaration;
  /** The row being corrected (or read); adding when absent. */
  record?: RaRecord;
  /** Where a new record is placed: the list's chosen place. */
  locationId?: number;
  /** No write right: every field locked, the history still open. */
  readOnly?: boolean;
  onClose(): void;
}

/**
 * A register's record added or corrected in a dialog over its list (`view.dialog`): the one
 * form of the module; a version someone saved meanwhile, or the server's field messages, are
 * told in place and nothing typed is lost.
 */
export function EntityDialog({ d, record, locationId, readOnly, onClose }: EntityDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const validate = useEntityValidation(d);
  const { key, text } = useModuleWords(d.name);
  const [saving, setSaving] = useState(false);
  // the version the form edits: after a 409 STALE the person may reopen theirs
  const [current, setCurrent] = useState(record);
  const [stale, setStale] = useState(false);
  const reopen = async () => {
    const { data } = await dataProvider.getOne(d.name, { id: record!.id });
    setCurrent(data);
    setStale(false);
  };
  const name = translate(moduleNameKey(d.name));

  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const data = declaredValues(d, values, record !== undefined);
      if (current)
        await dataProvider.update(d.name, { id: current.id, data, previousData: current });
      else await dataProvider.create(d.name, { data: { ...data, location_id: locationId } });
      notify(key(record ? 'form.updated' : 'form.added'), { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      const body = (error as HttpError).body as { code?: string; errors?: object } | undefined;
      if (body?.errors) return body.errors;
      if (body?.code === 'STALE') setStale(true);
      else notify(key('form.failed'), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="entity-dialog-title">
      <ResourceContextProvider value={d.name}>
        <Form
          key={String(current?.version ?? '')}
          record={current ?? { location_id: locationId }}
          validate={validate}
          onSubmit={save}
          noValidate
        >
          <DialogTitle id="entity-dialog-title">
            {text(record ? 'form.editTitle' : 'form.addTitle', { name })}
          </DialogTitle>
          <DialogContent dividers>
            {stale && <StaleAlert onReload={() => void reopen()} />}
            {readOnly && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {text('form.readOnly')}
              </Alert>
            )}
            {/* a disabled fieldset locks every input inside it */}
            <Box component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0 }}>
              <EntityInputs d={d} />
            </Box>
            {!readOnly && d.duplicates?.length ? <DuplicateWarning d={d} /> : null}
          </DialogContent>
          <DialogActions>
            {record && d.tracked && <EntityHistoryButton d={d} />}
            <Button onClick={onClose}>{text(readOnly ? 'form.close' : 'form.cancel')}</Button>
            {!readOnly && (
              <Button type="submit" variant="contained" disabled={saving}>
                {text(record ? 'form.update' : 'form.save')}
              </Button>
            )}
          </DialogActions>
        </Form>
      </ResourceContextProvider>
    </Dialog>
  );
}
