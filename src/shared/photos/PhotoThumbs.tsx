import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PhotoImage } from './PhotoImage';

/**
 * A record's photos as thumbnails (lists, cards); one opens full size in a dialog. `name`: the
 * record's title, for the pictures' words.
 */
export function PhotoThumbs({
  ids,
  name,
  side = 56,
}: {
  ids: readonly string[];
  name: string;
  side?: number;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState<number | null>(null);
  if (!ids.length) return null;
  const alt = (n: number) => translate('app.photo.alt', { name, n });
  return (
    <>
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
        {ids.map((id, i) => (
          <ButtonBase
            key={id}
            aria-label={alt(i + 1)}
            onClick={(event) => {
              event.stopPropagation();
              setOpen(i);
            }}
            sx={{ borderRadius: 1 }}
          >
            <PhotoImage id={id} size="thumb" alt={alt(i + 1)} side={side} />
          </ButtonBase>
        ))}
      </Stack>
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="lg">
        <DialogContent>
          {open !== null && <PhotoImage id={ids[open]!} size="full" alt={alt(open + 1)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
