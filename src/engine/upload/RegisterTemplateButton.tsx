import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { moduleNameKey, registerColumns, type RegisterDeclaration } from '../../domain/engine';
import { plainSheet } from '../../domain/export';
import { templateOf } from '../../domain/sheet';
import { useDownload } from '../../shared/exports';
import { useModuleWords } from '../useModuleWords';

const TEXTS = {
  done: 'app.upload.messages.templateDone',
  failed: 'app.upload.messages.templateFailed',
};

/**
 * A register's blank upload template: its fields but the place, headed as the sheet reader
 * matches them, so the two cannot disagree.
 */
export function RegisterTemplateButton({ d }: { d: RegisterDeclaration }) {
  const translate = useTranslate();
  const { text } = useModuleWords(d.name);
  const { busy, download } = useDownload(TEXTS);
  const name = text('upload.templateName', { name: translate(moduleNameKey(d.name)) });
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={() =>
        void download(
          () => plainSheet(templateOf(registerColumns(d, translate)), name),
          `${name}.xlsx`,
        )
      }
    >
      {translate('app.upload.template')}
    </Button>
  );
}
