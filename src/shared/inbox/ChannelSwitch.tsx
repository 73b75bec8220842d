import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';

interface Props {
  label: string;
  checked: boolean;
  /** Makes the change; resolves to the state now kept, or null when nothing changed. */
  change(next: boolean): Promise<boolean | null>;
  /** Translation keys of what is said after switching on, off, or failing. */
  said: { on: string; off: string; failed: string };
}

/** One reminder channel's switch: busy while it changes, and saying what came of it. */
export function ChannelSwitch({ label, checked, change, said }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const toggle = async (next: boolean) => {
    setBusy(true);
    try {
      const kept = await change(next);
      if (kept !== null) notify(kept ? said.on : said.off, { type: 'success' });
    } catch {
      notify(said.failed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormControlLabel
      control={
        <Switch checked={checked} disabled={busy} onChange={(e) => void toggle(e.target.checked)} />
      }
      label={translate(label)}
    />
  );
}
