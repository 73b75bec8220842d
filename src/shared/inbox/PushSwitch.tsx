import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import {
  deviceSubscription,
  forgetDevice,
  pushSupport,
  subscribeDevice,
  type PushSupport,
} from '../../offline/pushDevice';

const T = 'app.inbox.push';

/**
 * Reminders pushed to this device (issue 47): switched on, the browser asks for permission and
 * the device subscribes; off (or signing out), the server forgets it. A browser with no push, or
 * one that refused notifications, says so instead of offering a switch that cannot work.
 */
export function PushSwitch() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (support === 'unsupported') return;
    deviceSubscription().then(
      (s) => setOn(s !== null),
      () => setOn(false),
    );
  }, [support]);
  if (support === 'unsupported')
    return <FormHelperText>{translate(`${T}.unsupported`)}</FormHelperText>;
  if (support === 'denied') return <FormHelperText>{translate(`${T}.denied`)}</FormHelperText>;
  if (on === null) return null;
  const change = async (next: boolean) => {
    setBusy(true);
    try {
      if (next) {
        const allowed = await subscribeDevice(dataProvider);
        setSupport(allowed);
        if (allowed !== 'granted') return;
      } else {
        await forgetDevice(dataProvider);
      }
      setOn(next);
      notify(next ? `${T}.on` : `${T}.off`, { type: 'success' });
    } catch {
      notify(`${T}.failed`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormControlLabel
      control={
        <Switch checked={on} disabled={busy} onChange={(e) => void change(e.target.checked)} />
      }
      label={translate(`${T}.device`)}
    />
  );
}
