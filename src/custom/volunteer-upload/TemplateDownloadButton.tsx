import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { templateRows } from '../../domain/volunteer';
import { downloadSheet } from '../exports/downloadSheet';

const T = 'app.volunteerUpload';

/**
 * The blank upload template (spec §2, issue 3 point 7), built in the browser from the column
 * definition the parser reads, so the two cannot disagree.
 */
export function TemplateDownloadButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    const name = translate(`${T}.templateName`);
    try {
      await downloadSheet(templateRows(), `${name}.xlsx`, name);
      notify(`${T}.messages.templateDone`, { type: 'success' });
    } catch {
      notify(`${T}.messages.templateFailed`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={() => void onClick()}
    >
      {translate(`${T}.template`)}
    </Button>
  );
}
