import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { ErrorFileButton } from './ErrorFileButton';
import type { ColumnsOf, RowWarning } from './rowWarnings';

const T = 'app.upload';

export interface UploadActionsProps {
  file?: File;
  warnings: RowWarning[];
  /** Rows that would be saved by "only the correct rows". */
  validCount: number;
  busy: boolean;
  uploading: boolean;
  onUpload(): void;
  onSaveValid(): void;
  /** Where each field's cell is in the person's sheet (for the error file). */
  columnsOf: ColumnsOf;
}

/**
 * Upload all (the spec's way: blocked while any row is wrong), or, as an explicit second
 * choice, save only the correct rows after a confirmation; and the error file for the rest.
 */
export function UploadActions(props: UploadActionsProps) {
  const { file, warnings, validCount, busy, uploading } = props;
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const partial = warnings.length > 0 && validCount > 0;

  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        variant="contained"
        startIcon={<CloudUploadIcon />}
        disabled={busy}
        onClick={props.onUpload}
      >
        {translate(uploading ? `${T}.uploading` : `${T}.upload`)}
      </Button>
      {partial && (
        <Button
          variant="outlined"
          startIcon={<SaveIcon />}
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {translate(`${T}.saveValid`, { count: validCount })}
        </Button>
      )}
      {file && warnings.length > 0 && (
        <ErrorFileButton file={file} warnings={warnings} columnsOf={props.columnsOf} />
      )}
      <Confirm
        isOpen={confirming}
        title={`${T}.confirmTitle`}
        content={`${T}.confirmContent`}
        translateOptions={{ valid: validCount, skipped: warnings.length }}
        confirm={`${T}.confirmSave`}
        onConfirm={() => {
          setConfirming(false);
          props.onSaveValid();
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
