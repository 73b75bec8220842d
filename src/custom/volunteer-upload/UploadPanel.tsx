import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { VolunteerReference } from '../../domain/volunteer';
import type { AppDataProvider } from '../../dataProvider';
import { PageLoading } from '../../shared/PageLoading';
import { fieldColumns } from '../../domain/volunteer';
import { FileDropZone } from '../../shared/upload/FileDropZone';
import { ParseProgress } from '../../shared/upload/ParseProgress';
import { RowWarningList } from '../../shared/upload/RowWarningList';
import { UploadActions } from '../../shared/upload/UploadActions';
import { clientRowWarnings, mergeRowWarnings, rowErrorsOf, serverRowWarnings } from './rowWarnings';
import type { RowWarning } from './rowWarnings';
import { useParsedFile } from './useParsedFile';
import { useServerCheck } from './useServerCheck';
import { useVolunteerTexts } from './useVolunteerTexts';

const T = 'app.volunteerUpload';

export interface UploadPanelProps {
  locationId: number;
  /** Undefined while the reference lists load. */
  reference: VolunteerReference | undefined;
  onUploaded: () => void;
}

/**
 * Choose, check (in the browser, then the server's dry run), then send (spec §4): all rows,
 * or on request only the correct ones, with the errors written back into the person's file.
 */
export function UploadPanel({ locationId, reference, onUploaded }: UploadPanelProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const texts = useVolunteerTexts();
  const { file, progress, parsed, problem, choose, clear } = useParsedFile(reference);
  const check = useServerCheck(locationId, parsed, texts);
  const [saveWarnings, setSaveWarnings] = useState<RowWarning[]>([]);
  const [savedValid, setSavedValid] = useState<{ count: number; skipped: number }>();
  const [uploading, setUploading] = useState(false);

  const warnings = useMemo(
    () =>
      mergeRowWarnings(
        clientRowWarnings(parsed?.errors ?? [], texts),
        check.warnings,
        saveWarnings,
      ),
    [parsed, texts, check.warnings, saveWarnings],
  );
  const validCount = (parsed?.total ?? 0) - warnings.length;

  const onFile = async (chosen: File) => {
    setSaveWarnings([]);
    setSavedValid(undefined);
    const result = await choose(chosen);
    if (result?.total === 0) notify(`${T}.messages.emptyFile`, { type: 'warning' });
  };

  const send = async (onlyValid: boolean) => {
    if (!parsed) return;
    setUploading(true);
    try {
      const answer = await dataProvider.addVolunteers(locationId, parsed.valid, 'sheet', {
        onlyValid,
      });
      onUploaded();
      if (!onlyValid) {
        notify(`${T}.messages.uploaded`, { type: 'success' });
        clear();
        return;
      }
      // the rows left out are those the dry run named: the list and the error file stay
      setSavedValid({ count: answer.count, skipped: parsed.total - answer.count });
    } catch (error) {
      const rows = rowErrorsOf(error);
      if (rows) setSaveWarnings(serverRowWarnings(rows, texts, parsed.validRows));
      else notify(`${T}.messages.failed`, { type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  const upload = () => {
    if (!file) return notify(`${T}.messages.noFile`, { type: 'warning' });
    if (problem) return notify(`${T}.messages.${problem}`, { type: 'warning' });
    if (!parsed) return undefined;
    if (warnings.length > 0) return notify(`${T}.messages.fixErrors`, { type: 'warning' });
    if (parsed.total === 0) return notify(`${T}.messages.emptyFile`, { type: 'warning' });
    return void send(false);
  };

  return (
    <Stack spacing={2}>
      <FileDropZone
        onFile={(chosen) => void onFile(chosen)}
        fileName={file?.name}
        disabled={!reference || uploading}
        label={translate(`${T}.dropZoneLabel`)}
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
          {translate(`${T}.checked`, { valid: Math.max(validCount, 0), total: parsed.total })}
        </Typography>
      )}
      {check.state === 'checking' && <PageLoading sx={{}} />}
      {check.state === 'failed' && (
        <Alert severity="info">{translate(`${T}.messages.checkFailed`)}</Alert>
      )}
      {savedValid && (
        <Alert severity="success">{translate(`${T}.messages.savedValid`, savedValid)}</Alert>
      )}
      <RowWarningList warnings={warnings} />
      {check.duplicates.map((d) => (
        <Alert key={`d${d.row}`} severity="info">
          {translate(`${T}.duplicate`, d)}
        </Alert>
      ))}
      <UploadActions
        file={file}
        warnings={warnings}
        validCount={savedValid ? 0 : validCount}
        busy={progress !== undefined || uploading || check.state === 'checking' || !!savedValid}
        uploading={uploading}
        onUpload={upload}
        onSaveValid={() => void send(true)}
        columnsOf={fieldColumns}
      />
    </Stack>
  );
}
