import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CountFormDeclaration } from '../../domain/entities';
import { ConfirmUnusual } from '../../shared/ConfirmUnusual';
import { UnsavedGuard } from '../../shared/UnsavedGuard';
import { SubjectGroups } from './SubjectGroups';
import type { useCountSheet } from './useCountSheet';

interface Props {
  d: CountFormDeclaration;
  entry: ReturnType<typeof useCountSheet>;
  heading: string;
  writable: boolean;
}

/** The subjects of a place with their inputs, and the save (or update) button at the bottom right. */
export function CountEntry({ d, entry, heading, writable }: Props) {
  const translate = useTranslate();
  const { sheet, state, dirty, problems, valuesOf, change, save, reload } = entry;
  if (!sheet) return null;
  const saved = sheet.subjects.some((s) => s.version > 0);
  return (
    <Box sx={{ mt: 3, pb: 10 }}>
      <UnsavedGuard when={dirty} />
      <ConfirmUnusual
        count={entry.confirming}
        onConfirm={() => void save(true)}
        onClose={entry.keepChecking}
      />
      <Typography variant="h6" component="h2" gutterBottom>
        {heading}
      </Typography>
      {state === 'stale' && (
        <Alert
          severity="warning"
          sx={{ my: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void reload()}>
              {translate('app.countForm.reload')}
            </Button>
          }
        >
          {translate('app.error.STALE')}
        </Alert>
      )}
      {!writable && (
        <Alert severity="info" sx={{ my: 2 }}>
          {translate('app.countForm.readOnly')}
        </Alert>
      )}
      {sheet.subjects.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 3 }}>
          {translate('app.countForm.noSubjects')}
        </Typography>
      ) : (
        <SubjectGroups
          d={d}
          subjects={sheet.subjects}
          valuesOf={valuesOf}
          problems={problems}
          readOnly={!writable}
          onChange={change}
        />
      )}
      {writable && sheet.subjects.length > 0 && (
        <Box sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 2 }}>
          <Button
            variant="contained"
            size="large"
            startIcon={<SaveIcon />}
            disabled={state === 'saving' || state === 'loading' || state === 'stale'}
            onClick={() => void save()}
          >
            {translate(saved ? 'app.countForm.update' : 'app.countForm.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
