import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { VolunteerReference } from '../../domain/volunteer';
import type { AppDataProvider } from '../../dataProvider';
import { FileDropZone } from './FileDropZone';
import { ParseProgress } from './ParseProgress';
import { RowWarningList } from './RowWarningList';
import { clientRowWarnings, rowErrorsOf, serverRowWarnings, type RowWarning } from './rowWarnings';
import { useParsedFile } from './useParsedFile';
import { useVolunteerTexts } from './useVolunteerTexts';

const T = 'app.volunteerUpload';

export interface UploadPanelProps {
  locationId: number;
  /** Undefined while the reference lists load. */
  reference: VolunteerReference | undefined;
  onUploaded: () => void;
}

/** Choose, check, then send: no file, then file parsed, then rows validated (spec §4). */
export function UploadPanel({ locationId, reference, onUploaded }: UploadPanelProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const texts = useVolunteerTexts();
  const { file, progress, parsed, problem, choose, clear } = useParsedFile(reference);
  const [serverWarnings, setServerWarnings] = useState<RowWarning[]>([]);
  const [uploading, setUploading] = useState(false);
  const parsing = progress !== undefined;

  const clientWarnings = useMemo(
    () => clientRowWarnings(parsed?.errors ?? [], texts),
    [parsed, texts],
  );
  const warnings = serverWarnings.length > 0 ? serverWarnings : clientWarnings;

  const onFile = async (chosen: File) => {
    setServerWarnings([]);
    const result = await choose(chosen);
    if (result?.total === 0) notify(`${T}.messages.emptyFile`, { type: 'warning' });
  };

  const upload = async () => {
    if (!file) return notify(`${T}.messages.noFile`, { type: 'warning' });
    if (problem) return notify(`${T}.messages.${problem}`, { type: 'warning' });
    if (!parsed) return undefined;
    if (warnings.length > 0) return notify(`${T}.messages.fixErrors`, { type: 'warning' });
    if (parsed.total === 0) return notify(`${T}.messages.emptyFile`, { type: 'warning' });
    setUploading(true);
    try {
      await dataProvider.addVolunteers(locationId, parsed.valid, 'sheet');
      notify(`${T}.messages.uploaded`, { type: 'success' });
      clear();
      onUploaded();
    } catch (error) {
      const rows = rowErrorsOf(error);
      if (rows) setServerWarnings(serverRowWarnings(rows, texts, parsed.validRows));
      else notify(`${T}.messages.failed`, { type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack spacing={2}>
      <FileDropZone
        onFile={(chosen) => void onFile(chosen)}
        fileName={file?.name}
        disabled={!reference || uploading}
      />
      {progress !== undefined && <ParseProgress fraction={progress} />}
      {problem && <Alert severity="error">{translate(`${T}.messages.${problem}`)}</Alert>}
      {parsed && parsed.missingHeaders.length > 0 && (
        <Alert severity="warning">
          {translate(`${T}.messages.missingHeaders`, { headers: parsed.missingHeaders.join(', ') })}
        </Alert>
      )}
      {parsed && parsed.unknownHeaders.length > 0 && (
        <Alert severity="info">
          {translate(`${T}.messages.unknownHeaders`, { headers: parsed.unknownHeaders.join(', ') })}
        </Alert>
      )}
      {parsed && parsed.total > 0 && (
        <Typography variant="body2">
          {translate(`${T}.checked`, { valid: parsed.valid.length, total: parsed.total })}
        </Typography>
      )}
      <RowWarningList warnings={warnings} texts={texts} />
      <div>
        <Button
          variant="contained"
          startIcon={<CloudUploadIcon />}
          disabled={parsing || uploading}
          onClick={() => void upload()}
        >
          {translate(uploading ? `${T}.uploading` : `${T}.upload`)}
        </Button>
      </div>
    </Stack>
  );
}
