import FormHelperText from '@mui/material/FormHelperText';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import {
  deviceSubscription,
  forgetDevice,
  pushSupport,
  subscribeDevice,
  type PushSupport,
} from '../../offline/pushDevice';
import { ChannelSwitch } from './ChannelSwitch';

const T = 'app.inbox.push';

/**
 * Reminders pushed to this device (issue 47): switched on, the browser asks for permission and
 * the device subscribes; off (or signing out), the server forgets it. A browser with no push, or
 * one that refused notifications, says so instead of offering a switch that cannot work.
 */
export function PushSwitch() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => {
    if (support === 'unsupported') return;
    deviceSubscription().then(
      (s) => setOn(s !== null),
      () => setOn(false),
    );
  }, [support]);
  if (support === 'unsupported') {
    return <FormHelperText>{translate(`${T}.unsupported`)}</FormHelperText>;
  }
  if (support === 'denied') return <FormHelperText>{translate(`${T}.denied`)}</FormHelperText>;
  if (on === null) return null;
  const change = async (next: boolean) => {
    if (next) {
      const allowed = await subscribeDevice(dataProvider);
      setSupport(allowed);
      if (allowed !== 'granted') return null;
    } else {
      await forgetDevice(dataProvider);
    }
    setOn(next);
    return next;
  };
  return (
    <ChannelSwitch
      label={`${T}.device`}
      checked={on}
      change={change}
      said={{ on: `${T}.on`, off: `${T}.off`, failed: `${T}.failed` }}
    />
  );
}
