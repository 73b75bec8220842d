import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { useNewVersion } from './newVersion';
import { registerWorker } from './registerWorker';

/** The worker is registered this long after the signed-in shell shows (its page loads first). */
const REGISTER_AFTER_MS = 3000;

/**
 * The signed-in shell's part of the offline app: registers the service worker once the page is
 * in, and says "नवीन आवृत्ती उपलब्ध आहे" with the button that takes it (the page reloads).
 */
export function NewVersionPrompt() {
  const translate = useTranslate();
  const basename = useBasename();
  const use = useNewVersion();
  useEffect(() => {
    const timer = setTimeout(() => registerWorker(basename), REGISTER_AFTER_MS);
    return () => clearTimeout(timer);
  }, [basename]);
  return (
    <Snackbar
      open={use !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message={translate('app.offline.newVersion')}
      action={
        <Button color="secondary" size="small" onClick={() => use?.()}>
          {translate('app.offline.useNewVersion')}
        </Button>
      }
    />
  );
}
