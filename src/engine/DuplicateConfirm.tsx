import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useFormContext } from 'react-hook-form';
import type { LikelyDuplicate } from './registerCalls';
import { useModuleWords } from './useModuleWords';

interface Props {
  name: string;
  duplicates: readonly LikelyDuplicate[];
  saving: boolean;
  /** Saves the form's values without asking again. */
  onSaveAnyway(values: Record<string, unknown>): void;
}

/** Likely duplicates found when saving (`duplicatesBeforeSave`): the person may still save. */
export function DuplicateConfirm({ name, duplicates, saving, onSaveAnyway }: Props) {
  const { text } = useModuleWords(name);
  const { handleSubmit } = useFormContext();
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" disabled={saving} onClick={handleSubmit(onSaveAnyway)}>
          {text('form.saveAnyway')}
        </Button>
      }
    >
      <AlertTitle>{text('form.duplicateTitle')}</AlertTitle>
      {text('form.duplicateText')}
      <ul>
        {duplicates.map((d) => (
          <li key={d.id}>{d.text}</li>
        ))}
      </ul>
    </Alert>
  );
}
