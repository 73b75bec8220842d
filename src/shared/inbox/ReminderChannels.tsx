import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { useApiCall } from '../useApiCall';
import { ChannelSwitch } from './ChannelSwitch';
import { PushSwitch } from './PushSwitch';

const T = 'app.inbox.channels';

/**
 * How my reminders reach me besides the inbox, which is always on (issue 47): pushed to this
 * device, and by e-mail. Nothing shows until the server answers; a server that sends no e-mail
 * says so instead of a switch.
 */
export function ReminderChannels() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { state } = useApiCall((dp) => dp.getReminderChannels(), 'channels');
  const [email, setEmail] = useState<boolean | null>(null);
  if (state.status !== 'ready') return null;
  return (
    <Stack>
      <PushSwitch />
      {state.data.emailAvailable ? (
        <ChannelSwitch
          label={`${T}.email`}
          checked={email ?? state.data.email}
          change={async (next) => {
            const saved = await dataProvider.setReminderChannels({ email: next });
            setEmail(saved.email);
            return saved.email;
          }}
          said={{ on: `${T}.emailOn`, off: `${T}.emailOff`, failed: `${T}.failed` }}
        />
      ) : (
        <FormHelperText>{translate(`${T}.noEmail`)}</FormHelperText>
      )}
    </Stack>
  );
}
