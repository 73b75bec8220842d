import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { useNotify, useTranslate } from 'react-admin';
import { shareListText, type ShareList } from '../domain/share';

/**
 * "पाठवा": the phone's share sheet with a pending list as text (most often on to WhatsApp);
 * where the browser has no share sheet, the text is copied for pasting.
 */
export function ShareButton({ list, size }: { list: ShareList; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const send = async () => {
    const text = shareListText(list);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: list.heading, text });
        return;
      } catch (e) {
        // The person closed the sheet: nothing to say. Anything else falls back to copying.
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      notify('app.share.copied', { type: 'info' });
    } catch {
      notify('app.share.failed', { type: 'error' });
    }
  };
  return (
    <Button variant="outlined" size={size} startIcon={<ShareIcon />} onClick={() => void send()}>
      {translate('app.share.button')}
    </Button>
  );
}
