import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { moduleNameKey, type RegisterDeclaration } from '../../domain/engine';
import { placeLabel, type PlaceRef } from '../../domain/geo';
import { useModuleWords } from '../useModuleWords';
import { RegisterUpload } from './RegisterUpload';

/** The list's way to a register's upload (`upload: true`), at the place chosen in the picker. */
export function RegisterUploadButton({ d, place }: { d: RegisterDeclaration; place: PlaceRef }) {
  const translate = useTranslate();
  const { text } = useModuleWords(d.name);
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const name = translate(moduleNameKey(d.name));
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {text('upload.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
        <DialogTitle>{text('upload.title', { name })}</DialogTitle>
        <DialogContent>
          <RegisterUpload
            d={d}
            place={{ ...place, label: placeLabel(place) }}
            onUploaded={refresh}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{text('upload.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
