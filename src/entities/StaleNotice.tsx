import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEditContext, useTranslate } from 'react-admin';

/**
 * Someone else saved the record meanwhile (409 STALE): reopen loads their version, then
 * `onReloaded` lets the form start again from it.
 */
export function StaleNotice({ onReloaded }: { onReloaded(): void }) {
  const translate = useTranslate();
  const { refetch } = useEditContext();
  const reload = async () => {
    await refetch();
    onReloaded();
  };
  return (
    <Alert
      severity="warning"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void reload()}>
          {translate('app.entity.stale.reload')}
        </Button>
      }
    >
      {translate('app.error.STALE')}
    </Alert>
  );
}
