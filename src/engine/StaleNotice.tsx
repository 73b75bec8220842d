import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEditContext, useTranslate } from 'react-admin';

/** Someone else saved it meanwhile (409 STALE), with the button that opens their version. */
export function StaleAlert({ onReload }: { onReload(): void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {translate('app.entity.stale.reload')}
        </Button>
      }
    >
      {translate('app.error.STALE')}
    </Alert>
  );
}

/**
 * A record's edit form after a 409 STALE: reopen loads their version, then `onReloaded` lets
 * the form start again from it.
 */
export function StaleNotice({ onReloaded }: { onReloaded(): void }) {
  const { refetch } = useEditContext();
  const reload = async () => {
    await refetch();
    onReloaded();
  };
  return <StaleAlert onReload={() => void reload()} />;
}
