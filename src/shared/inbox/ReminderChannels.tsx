import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { useApiCall } from '../useApiCall';
import { PushSwitch } from './PushSwitch';

const T = 'app.inbox.channels';

/**
 * How my reminders reach me besides the inbox, which is always on (issue 47): pushed to this
 * device, and by e-mail. Nothing shows until the server answers; a server that sends no e-mail
 * says so instead of a switch.
 */
export function ReminderChannels() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { state } = useApiCall((dp) => dp.getReminderChannels(), 'channels');
  const [email, setEmail] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  if (state.status !== 'ready') return null;
  if (!state.data.emailAvailable) {
    return (
      <Stack>
        <PushSwitch />
        <FormHelperText>{translate(`${T}.noEmail`)}</FormHelperText>
      </Stack>
    );
  }
  const checked = email ?? state.data.email;
  const change = async (next: boolean) => {
    setBusy(true);
    try {
      const saved = await dataProvider.setReminderChannels({ email: next });
      setEmail(saved.email);
      notify(saved.email ? `${T}.emailOn` : `${T}.emailOff`, { type: 'success' });
    } catch {
      notify(`${T}.failed`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormControlLabel
      control={
        <Switch checked={checked} disabled={busy} onChange={(e) => void change(e.target.checked)} />
      }
      label={translate(`${T}.email`)}
    />
  );
}
