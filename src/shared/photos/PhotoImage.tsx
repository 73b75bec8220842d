import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslate } from 'react-admin';
import { usePhotoSrc } from './usePhotoSrc';

/** One photo as an image: a thumbnail's square, or full width; a placeholder while it comes. */
export function PhotoImage({
  id,
  size,
  alt,
  side = 96,
}: {
  id: string;
  size: 'full' | 'thumb';
  alt: string;
  /** A thumbnail's side in px. */
  side?: number;
}) {
  const translate = useTranslate();
  const src = usePhotoSrc(id, size);
  const box = size === 'thumb' ? { width: side, height: side } : { width: '100%', maxWidth: 1600 };
  if (src.status === 'loading')
    return (
      <Skeleton variant="rectangular" sx={{ ...box, height: size === 'thumb' ? side : 240 }} />
    );
  if (src.status === 'failed')
    return (
      <Box
        role="img"
        aria-label={translate('app.photo.loadFailed')}
        sx={{ ...box, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}
      >
        <BrokenImageIcon color="disabled" />
      </Box>
    );
  return (
    <Box
      component="img"
      src={src.url}
      alt={alt}
      loading="lazy"
      sx={{ ...box, objectFit: size === 'thumb' ? 'cover' : 'contain', borderRadius: 1 }}
    />
  );
}
