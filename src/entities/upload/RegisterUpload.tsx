import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import { useDownload } from '../../custom/exports';
import type { AppDataProvider } from '../../dataProvider';
import {
  entityNameKey,
  registerColumns,
  withoutPlace,
  type RegisterDeclaration,
} from '../../domain/entities';
import { plainSheet } from '../../domain/export';
import { columnPositions, templateOf } from '../../domain/sheet';
import { FileDropZone } from '../../shared/upload/FileDropZone';
import { ParseProgress } from '../../shared/upload/ParseProgress';
import { mergeRowWarnings, type RowWarning } from '../../shared/upload/rowWarnings';
import { RowWarningList } from '../../shared/upload/RowWarningList';
import { UploadActions } from '../../shared/upload/UploadActions';
import { useRegisterSheet } from './useRegisterSheet';
import { useUploadCheck } from './useUploadCheck';

const T = 'app.upload';

interface Props {
  d: RegisterDeclaration;
  place: { location_id: number; label: string };
  onUploaded(): void;
}

/** The server's row problems of a refused upload (rows numbered as sent), by sheet row. */
export function serverWarnings(error: unknown, sentRows: readonly number[]): RowWarning[] | null {
  const body = (error as HttpError | undefined)?.body as
    { error?: { row?: number; field?: string; message: string }[] } | undefined;
  const rows = body?.error?.filter((e) => e.row !== undefined);
  if (!rows?.length) return null;
  return mergeRowWarnings(
    rows.map((e) => ({
      row: sentRows[e.row! - 2] ?? e.row!,
      messages: [e.message],
      fields: e.field ? [e.field] : [],
    })),
  );
}

/**
 * A register's upload (issue 23): the template of its fields, the file checked in the browser
 * and by the server's dry run, then every row stored at the chosen place — all, or after a
 * confirmation only the good ones, with the errors written back into the person's own file.
 */
export function RegisterUpload({ d, place, onUploaded }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const name = translate(entityNameKey(d.name));
  const columns = useMemo(() => registerColumns(d, translate), [d, translate]);
  const template = useDownload({
    done: `${T}.messages.templateDone`,
    failed: `${T}.messages.templateFailed`,
  });
  const { file, progress, parsed, problem, choose, clear } = useRegisterSheet(d, place.location_id);
  const rows = useMemo(
    () => (parsed?.valid ?? []).map(({ values }) => withoutPlace(values)),
    [parsed],
  );
  const sentRows = useMemo(() => (parsed?.valid ?? []).map((r) => r.row), [parsed]);
  const check = useUploadCheck(d.name, place.location_id, rows, sentRows);
  const [saveWarnings, setSaveWarnings] = useState<RowWarning[]>([]);
  const [savedValid, setSavedValid] = useState<{ count: number; skipped: number }>();
  const [uploading, setUploading] = useState(false);
  const warnings = useMemo(
    () => mergeRowWarnings(parsed?.warnings ?? [], check.warnings, saveWarnings),
    [parsed, check.warnings, saveWarnings],
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
      const bad = new Set(warnings.map((w) => w.row));
      const sent = onlyValid ? rows.filter((_, i) => !bad.has(sentRows[i]!)) : rows;
      const answer = await dataProvider.uploadRegister(d.name, {
        locationId: place.location_id,
        rows: sent,
        onlyValid,
      });
      onUploaded();
      if (!onlyValid) {
        notify(`${T}.messages.uploaded`, { type: 'success' });
        clear();
      } else setSavedValid({ count: answer.count, skipped: parsed.total - answer.count });
    } catch (error) {
      const found = serverWarnings(error, sentRows);
      if (found) setSaveWarnings(found);
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
    <Stack spacing={2} data-testid="register-upload">
      <Typography>{translate(`${T}.register.note`, { place: place.label })}</Typography>
      <Stack direction="row">
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={template.busy}
          onClick={() =>
            void template.download(() => plainSheet(templateOf(columns), name), `${name}.xlsx`)
          }
        >
          {translate(`${T}.template`)}
        </Button>
      </Stack>
      <FileDropZone
        onFile={(chosen) => void onFile(chosen)}
        fileName={file?.name}
        disabled={uploading}
        label={translate(`${T}.register.dropZoneLabel`, { name })}
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
      {check.state === 'checking' && <LinearProgress aria-label={translate(`${T}.checking`)} />}
      {check.state === 'failed' && (
        <Alert severity="info">{translate(`${T}.messages.checkFailed`)}</Alert>
      )}
      {savedValid && (
        <Alert severity="success">{translate(`${T}.messages.savedValid`, savedValid)}</Alert>
      )}
      <RowWarningList warnings={warnings} />
      {check.duplicates.map((dup) => (
        <Alert key={`d${dup.row}`} severity="info">
          {translate(`${T}.register.duplicate`, { row: dup.row, place: dup.place })}
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
        columnsOf={(header) => columnPositions(header, columns)}
      />
    </Stack>
  );
}
