import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslate, type HttpError } from 'react-admin';
import {
  moduleNameKey,
  registerColumns,
  withoutPlace,
  type RegisterDeclaration,
} from '../../domain/engine';
import { columnPositions } from '../../domain/sheet';
import { mergeRowWarnings } from '../../shared/upload/rowWarnings';
import { UploadFlow } from '../../shared/upload/UploadFlow';
import { useUploadSteps } from '../../shared/upload/useUploadSteps';
import { useGenericCalls, type RegisterCalls, type UploadProblem } from '../registerCalls';
import { useModuleWords } from '../useModuleWords';
import { RegisterTemplateButton } from './RegisterTemplateButton';
import { useRegisterSheet } from './useRegisterSheet';
import { useServerProblems, useUploadCheck } from './useUploadCheck';

/** Where the rows go: the place chosen in the picker (its label, when known, is shown). */
export interface UploadPlace {
  location_id: number;
  level_id: number;
  label?: string;
}

interface Props {
  d: RegisterDeclaration;
  place: UploadPlace | null | undefined;
  /** The module's own calls (the volunteers' spec calls); the engine's otherwise. */
  calls?: RegisterCalls;
  /** The blank template's button above the file (false: the page shows it elsewhere). */
  withTemplate?: boolean;
  onUploaded(): void;
}

/** The rows of a refused store (400 with row problems), or null for any other failure. */
const refusedProblems = (error: unknown): UploadProblem[] | null => {
  const body = (error as HttpError | undefined)?.body as { error?: UploadProblem[] } | undefined;
  const rows = body?.error?.filter((e) => e.row !== undefined);
  return rows?.length ? rows : null;
};

function UploadAt({
  d,
  place,
  calls,
  withTemplate = true,
  onUploaded,
}: Props & { place: UploadPlace }) {
  const translate = useTranslate();
  const { text } = useModuleWords(d.name);
  const generic = useGenericCalls(d);
  const { upload } = calls ?? generic;
  const name = translate(moduleNameKey(d.name));
  const columns = useMemo(() => registerColumns(d, translate), [d, translate]);
  const sheet = useRegisterSheet(d, place.location_id);
  const { file, progress, parsed, problem, choose, clear } = sheet;
  const rows = useMemo(
    () => (parsed?.valid ?? []).map(({ values }) => withoutPlace(values)),
    [parsed],
  );
  const sentRows = useMemo(() => (parsed?.valid ?? []).map((r) => r.row), [parsed]);
  const check = useUploadCheck(d, upload, place.location_id, rows, sentRows);
  const problems = useServerProblems(d);
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
      return upload.store(place.location_id, sent, onlyValid);
    },
    refusedRows: (error) => {
      const refused = refusedProblems(error);
      return refused ? problems(refused, sentRows) : null;
    },
    onUploaded,
  });
  if (sheet.catalogueFailed)
    return <Alert severity="error">{text('upload.referenceFailed')}</Alert>;
  return (
    <Box data-testid="register-upload">
      <UploadFlow
        before={
          <>
            {place.label && <Typography>{text('upload.note', { place: place.label })}</Typography>}
            {withTemplate && (
              <Box>
                <RegisterTemplateButton d={d} />
              </Box>
            )}
          </>
        }
        file={file}
        progress={progress}
        problem={problem}
        parsed={parsed}
        check={check.state}
        steps={steps}
        waiting={sheet.waiting}
        dropLabel={text('upload.dropZoneLabel', { name })}
        columnsOf={(header) => columnPositions(header, columns)}
        hints={check.duplicates.map((dup) => (
          <Alert key={`d${dup.row}`} severity="info">
            {dup.text}
          </Alert>
        ))}
      />
    </Box>
  );
}

/**
 * A register's upload (issue 23) at the chosen place: the template of its fields, the file
 * checked in the browser and by the server's dry run, then every row stored — all, or after a
 * confirmation only the good ones, with the errors written back into the person's own file.
 */
export function RegisterUpload(props: Props) {
  const translate = useTranslate();
  const { text } = useModuleWords(props.d.name);
  const { d, place } = props;
  if (!place) return <Alert severity="info">{text('upload.noPlace')}</Alert>;
  if (!d.placeLevels.includes(place.level_id))
    return (
      <Alert severity="warning">
        {text('upload.wrongLevel', { name: translate(moduleNameKey(d.name)) })}
      </Alert>
    );
  return <UploadAt {...props} place={place} />;
}
