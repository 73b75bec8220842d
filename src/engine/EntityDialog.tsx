import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { Form, ResourceContextProvider, useTranslate, type RaRecord } from 'react-admin';
import { moduleNameKey, type RegisterDeclaration } from '../domain/engine';
import { DuplicateConfirm } from './DuplicateConfirm';
import { DuplicateWarning } from './DuplicateWarning';
import { EntityHistoryButton } from './EntityHistoryButton';
import { EntityInputs } from './EntityInputs';
import { useGenericCalls, type RegisterCalls } from './registerCalls';
import { StaleAlert } from './StaleNotice';
import { useDialogSave } from './useDialogSave';
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
  /** The module's own calls where its spec fixes them; the engine's otherwise. */
  calls?: RegisterCalls;
  onClose(): void;
}

/**
 * A register's record added or corrected in a dialog over its list (`view.dialog`): the one
 * form of the module; a version someone saved meanwhile, or the server's field messages, are
 * told in place and nothing typed is lost.
 */
export function EntityDialog(props: EntityDialogProps) {
  const { d, record, locationId, readOnly, onClose } = props;
  const translate = useTranslate();
  const generic = useGenericCalls(d);
  const calls = props.calls ?? generic;
  const validate = useEntityValidation(d);
  const { text } = useModuleWords(d.name);
  // the version the form edits: after a 409 STALE the person may reopen theirs
  const [current, setCurrent] = useState(record);
  const { save, saving, stale, duplicates, warnings, reset } = useDialogSave({
    name: d.name,
    calls,
    current,
    locationId,
    onSaved: onClose,
  });
  const reopen = async () => {
    setCurrent(await calls.reopen!(record!.id));
    reset();
  };
  const cancel = () => {
    reset();
    onClose();
  };
  const name = translate(moduleNameKey(d.name));
  const wide = (d.view?.dialogWidth ?? 'md') === 'lg';

  return (
    <Dialog
      open
      onClose={cancel}
      fullWidth
      maxWidth={wide ? 'lg' : 'md'}
      aria-labelledby="entity-dialog-title"
    >
      <ResourceContextProvider value={d.name}>
        <Form
          key={String(current?.version ?? '')}
          record={current ?? { location_id: locationId }}
          validate={validate}
          onSubmit={(values: Record<string, unknown>) => save(values)}
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
              <EntityInputs d={d} columns={wide} disabled={readOnly} placeGiven />
            </Box>
            {warnings.map((warning) => (
              <Alert key={warning} severity="warning" sx={{ mt: 1 }}>
                {warning}
              </Alert>
            ))}
            {!readOnly && d.duplicates?.length && !calls.duplicatesBeforeSave ? (
              <DuplicateWarning d={d} />
            ) : null}
            {!readOnly && duplicates.length > 0 && (
              <DuplicateConfirm
                name={d.name}
                duplicates={duplicates}
                saving={saving}
                onSaveAnyway={(values) => void save(values, true)}
              />
            )}
          </DialogContent>
          <DialogActions>
            {record && d.tracked && <EntityHistoryButton d={d} history={calls.history} />}
            <Button onClick={cancel}>{text(readOnly ? 'form.close' : 'form.cancel')}</Button>
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
