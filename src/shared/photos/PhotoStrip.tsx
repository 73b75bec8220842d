import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { PhotoImage } from './PhotoImage';

/** A record's photos as a row of thumbnails inside a card (the card itself opens the record). */
export function PhotoStrip({ ids, name }: { ids: readonly string[]; name: string }) {
  const translate = useTranslate();
  if (!ids.length) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.5, mb: 1, flexWrap: 'wrap' }}>
      {ids.map((id, i) => (
        <PhotoImage
          key={id}
          id={id}
          size="thumb"
          side={72}
          alt={translate('app.photo.alt', { name, n: i + 1 })}
        />
      ))}
    </Stack>
  );
}
