import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { plainSheet } from '../../domain/export';
import { templateRows } from '../../domain/volunteer';
import { useDownload } from '../../shared/exports';

const T = 'app.volunteerUpload';
const TEXTS = { done: `${T}.messages.templateDone`, failed: `${T}.messages.templateFailed` };

/**
 * The blank upload template (spec §2, issue 3 point 7), built in the browser from the column
 * definition the parser reads, so the two cannot disagree.
 */
export function TemplateDownloadButton() {
  const translate = useTranslate();
  const { busy, download } = useDownload(TEXTS);
  const name = translate(`${T}.templateName`);
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={() => void download(() => plainSheet(templateRows(), name), `${name}.xlsx`)}
    >
      {translate(`${T}.template`)}
    </Button>
  );
}
