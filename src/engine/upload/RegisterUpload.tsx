import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useDataProvider, useTranslate, type HttpError } from 'react-admin';
import { useDownload } from '../../shared/exports';
import type { AppDataProvider } from '../../dataProvider';
import {
  moduleNameKey,
  registerColumns,
  withoutPlace,
  type RegisterDeclaration,
} from '../../domain/engine';
import { plainSheet } from '../../domain/export';
import { columnPositions, templateOf } from '../../domain/sheet';
import { mergeRowWarnings, type RowWarning } from '../../shared/upload/rowWarnings';
import { UploadFlow } from '../../shared/upload/UploadFlow';
import { useUploadSteps } from '../../shared/upload/useUploadSteps';
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
  const dataProvider = useDataProvider<AppDataProvider>();
  const name = translate(moduleNameKey(d.name));
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
  const clientWarnings = useMemo(
    () => mergeRowWarnings(parsed?.warnings ?? [], check.warnings),
    [parsed, check.warnings],
  );
  const steps = useUploadSteps({
    file,
    problem,
    total: parsed?.total,
    warnings: clientWarnings,
    choose,
    clear,
    store: (onlyValid) => {
      const bad = new Set(clientWarnings.map((w) => w.row));
      const sent = onlyValid ? rows.filter((_, i) => !bad.has(sentRows[i]!)) : rows;
      return dataProvider.uploadRegister(d.name, {
        locationId: place.location_id,
        rows: sent,
        onlyValid,
      });
    },
    refusedRows: (error) => serverWarnings(error, sentRows),
    onUploaded,
  });
  return (
    <Box data-testid="register-upload">
      <UploadFlow
        before={
          <>
            <Typography>{translate(`${T}.register.note`, { place: place.label })}</Typography>
            <Stack direction="row">
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={template.busy}
                onClick={() =>
                  void template.download(
                    () => plainSheet(templateOf(columns), name),
                    `${name}.xlsx`,
                  )
                }
              >
                {translate(`${T}.template`)}
              </Button>
            </Stack>
          </>
        }
        file={file}
        progress={progress}
        problem={problem}
        parsed={parsed}
        check={check.state}
        steps={steps}
        dropLabel={translate(`${T}.register.dropZoneLabel`, { name })}
        columnsOf={(header) => columnPositions(header, columns)}
        hints={check.duplicates.map((dup) => (
          <Alert key={`d${dup.row}`} severity="info">
            {translate(`${T}.register.duplicate`, { row: dup.row, place: dup.place })}
          </Alert>
        ))}
      />
    </Box>
  );
}
