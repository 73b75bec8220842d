import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FileDropZone } from './FileDropZone';
import { ParseProgress } from './ParseProgress';
import { RowWarningList } from './RowWarningList';
import { SheetNotes } from './SheetNotes';
import type { SheetFileProblem } from './sheetFile';
import { UploadActions } from './UploadActions';
import type { ColumnsOf } from './rowWarnings';
import type { useUploadSteps } from './useUploadSteps';

interface Props {
  /** What comes first (a note, the template). */
  before?: ReactNode;
  /** What comes after the row warnings (the likely duplicates). */
  hints?: ReactNode;
  file?: File;
  progress?: number;
  problem?: SheetFileProblem;
  parsed?: { total: number; missingHeaders: string[]; unknownHeaders: string[] };
  check: 'idle' | 'checking' | 'done' | 'failed';
  steps: ReturnType<typeof useUploadSteps>;
  dropLabel: string;
  /** The file cannot be chosen yet (reference lists loading). */
  waiting?: boolean;
  columnsOf: ColumnsOf;
}

/** One spreadsheet upload on screen: the file, its checks, its bad rows and the actions. */
export function UploadFlow({ steps, check, parsed, file, progress, ...props }: Props) {
  const { warnings, validCount, savedValid, uploading } = steps;
  return (
    <Stack spacing={2}>
      {props.before}
      <FileDropZone
        onFile={(chosen) => void steps.onFile(chosen)}
        fileName={file?.name}
        disabled={props.waiting || uploading}
        label={props.dropLabel}
      />
      {progress !== undefined && <ParseProgress fraction={progress} />}
      <SheetNotes
        problem={props.problem}
        parsed={parsed}
        validCount={validCount}
        check={check}
        savedValid={savedValid}
      />
      <RowWarningList warnings={warnings} />
      {props.hints}
      <UploadActions
        file={file}
        warnings={warnings}
        validCount={savedValid ? 0 : validCount}
        busy={progress !== undefined || uploading || check === 'checking' || !!savedValid}
        uploading={uploading}
        onUpload={steps.upload}
        onSaveValid={steps.saveValid}
        columnsOf={props.columnsOf}
      />
    </Stack>
  );
}
