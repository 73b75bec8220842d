import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { VOLUNTEER_COLUMNS } from '../../domain/volunteer';
import type { VolunteerRecord } from '../../domain/volunteer';
import { DuplicateWarning } from './DuplicateWarning';
import { useSaveVolunteer } from './useSaveVolunteer';
import { useCatalogue } from '../../shared/useCatalogue';
import { useVolunteerValidation } from './useVolunteerValidation';
import { VolunteerHistoryDialog } from './VolunteerHistoryDialog';
import { VolunteerInputs } from './VolunteerInputs';

const T = 'app.volunteerScreens.dialog';

/** A new volunteer: every text empty, every flag 'no'. */
const EMPTY_VOLUNTEER = Object.fromEntries(
  VOLUNTEER_COLUMNS.map((c) => [c.key, c.flag ? false : '']),
);

export interface VolunteerDialogProps {
  /** The row being edited (or read); adding when absent. */
  record?: VolunteerRecord;
  /** Where a new volunteer is added (a village or settlement). */
  locationId?: number;
  /** No write permission: every field locked, only the history button. */
  readOnly?: boolean;
  onClose(): void;
}

/** 'volunteer list: fill' / 'volunteer list: amend' (spec §2, §4). */
export function VolunteerDialog({ record, locationId, readOnly, onClose }: VolunteerDialogProps) {
  const translate = useTranslate();
  const { reference } = useCatalogue();
  const validate = useVolunteerValidation(reference);
  const { save, saving, duplicates, warnings, reset } = useSaveVolunteer({
    record,
    locationId,
    onSaved: onClose,
  });
  const [historyOpen, setHistoryOpen] = useState(false);
  const cancel = () => {
    reset();
    onClose();
  };

  return (
    <Dialog
      open
      onClose={cancel}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 1080 } } }}
      aria-labelledby="volunteer-dialog-title"
    >
      <Form
        record={record ?? EMPTY_VOLUNTEER}
        validate={validate}
        onSubmit={(values: Record<string, unknown>) => save(values)}
        noValidate
      >
        <DialogTitle id="volunteer-dialog-title">
          {translate(`${T}.${record ? 'editTitle' : 'addTitle'}`)}
        </DialogTitle>
        <DialogContent dividers>
          {readOnly && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate(`${T}.readOnly`)}
            </Alert>
          )}
          <VolunteerInputs reference={reference} readOnly={readOnly} />
          {warnings.map((warning) => (
            <Alert key={warning} severity="warning" sx={{ mt: 1 }}>
              {warning}
            </Alert>
          ))}
          {duplicates.length > 0 && !readOnly && (
            <DuplicateWarning
              duplicates={duplicates}
              saving={saving}
              onSaveAnyway={(values) => save(values, true)}
            />
          )}
        </DialogContent>
        <DialogActions>
          {record && (
            <Button onClick={() => setHistoryOpen(true)}>{translate(`${T}.history`)}</Button>
          )}
          <Button onClick={cancel}>{translate(`${T}.${readOnly ? 'close' : 'cancel'}`)}</Button>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={saving}>
              {translate(`${T}.${record ? 'update' : 'save'}`)}
            </Button>
          )}
        </DialogActions>
      </Form>
      {historyOpen && record && (
        <VolunteerHistoryDialog id={record.id} onClose={() => setHistoryOpen(false)} />
      )}
    </Dialog>
  );
}
