import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { moduleNameKey, type RegisterDeclaration } from '../../domain/engine';
import { placeLabel, type PlaceRef } from '../../domain/geo';
import { RegisterUpload } from './RegisterUpload';

const T = 'app.upload.register';

/** The list's way to a register's upload (`upload: true`), at the place chosen in the picker. */
export function RegisterUploadButton({ d, place }: { d: RegisterDeclaration; place: PlaceRef }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const name = translate(moduleNameKey(d.name));
  const fits = d.placeLevels.includes(place.level_id);
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate(`${T}.button`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
        <DialogTitle>{translate(`${T}.title`, { name })}</DialogTitle>
        <DialogContent>
          {fits ? (
            <RegisterUpload
              d={d}
              place={{ location_id: place.location_id, label: placeLabel(place) }}
              onUploaded={refresh}
            />
          ) : (
            <Alert severity="warning">{translate(`${T}.wrongLevel`, { name })}</Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate(`${T}.close`)}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
