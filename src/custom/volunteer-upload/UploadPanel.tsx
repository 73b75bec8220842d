import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { VolunteerReference } from '../../domain/volunteer';
import type { AppDataProvider } from '../../dataProvider';
import { UploadFlow } from '../../shared/upload/UploadFlow';
import { useUploadSteps } from '../../shared/upload/useUploadSteps';
import { fieldColumns } from '../../domain/volunteer';
import { clientRowWarnings, mergeRowWarnings, rowErrorsOf, serverRowWarnings } from './rowWarnings';
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
  const dataProvider = useDataProvider<AppDataProvider>();
  const texts = useVolunteerTexts();
  const { file, progress, parsed, problem, choose, clear } = useParsedFile(reference);
  const check = useServerCheck(locationId, parsed, texts);
  const clientWarnings = useMemo(
    () => mergeRowWarnings(clientRowWarnings(parsed?.errors ?? [], texts), check.warnings),
    [parsed, texts, check.warnings],
  );
  const steps = useUploadSteps({
    file,
    problem,
    total: parsed?.total,
    warnings: clientWarnings,
    choose,
    clear,
    store: (onlyValid) =>
      dataProvider.addVolunteers(locationId, parsed!.valid, 'sheet', { onlyValid }),
    refusedRows: (error) => {
      const rows = rowErrorsOf(error);
      return rows ? serverRowWarnings(rows, texts, parsed?.validRows) : null;
    },
    onUploaded,
  });
  return (
    <UploadFlow
      file={file}
      progress={progress}
      problem={problem}
      parsed={parsed}
      check={check.state}
      steps={steps}
      waiting={!reference}
      dropLabel={translate(`${T}.dropZoneLabel`)}
      columnsOf={fieldColumns}
      hints={check.duplicates.map((d) => (
        <Alert key={`d${d.row}`} severity="info">
          {translate(`${T}.duplicate`, d)}
        </Alert>
      ))}
    />
  );
}
