import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { VolunteerDuplicate } from '../../dataProvider/volunteerResource';

const T = 'app.volunteerScreens.dialog';

interface DuplicateWarningProps {
  duplicates: VolunteerDuplicate[];
  saving: boolean;
  /** Saves the form's values without checking again. */
  onSaveAnyway(values: Record<string, unknown>): void;
}

/** Possible duplicates found before saving: the user may still save. */
export function DuplicateWarning({ duplicates, saving, onSaveAnyway }: DuplicateWarningProps) {
  const translate = useTranslate();
  const { handleSubmit } = useFormContext();
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" disabled={saving} onClick={handleSubmit(onSaveAnyway)}>
          {translate(`${T}.saveAnyway`)}
        </Button>
      }
    >
      <AlertTitle>{translate(`${T}.duplicateTitle`)}</AlertTitle>
      {translate(`${T}.duplicateText`)}
      <ul>
        {duplicates.map((d) => (
          <li key={d.id}>
            {translate(`${T}.duplicateRow`, {
              name: `${d.firstName} ${d.surname}`,
              mobile: d.mobile,
              place: d.location,
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
