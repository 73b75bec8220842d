import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { PhotoImage } from './PhotoImage';
import { keepPhoto } from './devicePhotos';
import { PhotoProblem, shrinkPhoto } from './shrinkPhoto';

/**
 * A photo field of a form (issue 50): take photos with the phone's camera or choose them, each
 * shrunk on the device before it is kept with the form (and sent with the record, or kept in the
 * outbox with it when there is no network); thumbnails with a button to take one away.
 */
export function PhotoInput({
  source,
  label,
  max,
  disabled,
}: {
  source: string;
  label: string;
  max: number;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const inputId = useId();
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  const ids: string[] = Array.isArray(field.value) ? field.value : [];
  const [shrinking, setShrinking] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const name = translate(label);

  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    const room = max - ids.length;
    const chosen = [...files].slice(0, Math.max(0, room));
    setProblem(files.length > room ? translate('app.photo.full', { max }) : null);
    setShrinking(chosen.length);
    const added: string[] = [];
    for (const file of chosen) {
      try {
        added.push(keepPhoto(await shrinkPhoto(file)));
      } catch (error) {
        setProblem(translate(error instanceof PhotoProblem ? error.key : 'app.photo.cannotShrink'));
      } finally {
        setShrinking((n) => n - 1);
      }
    }
    if (added.length) field.onChange([...ids, ...added]);
  };

  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {name} · {translate('app.photo.count', { count: ids.length, max })}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {ids.map((id, i) => (
          <Box key={id} sx={{ position: 'relative' }}>
            <PhotoImage id={id} size="thumb" alt={translate('app.photo.alt', { name, n: i + 1 })} />
            <IconButton
              size="small"
              aria-label={`${translate('app.photo.remove')} ${i + 1}`}
              disabled={disabled}
              onClick={() => field.onChange(ids.filter((x) => x !== id))}
              sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<AddAPhotoIcon />}
          disabled={disabled || ids.length >= max || shrinking > 0}
        >
          {translate('app.photo.add')}
          <input
            id={inputId}
            data-testid={`photo-input-${source}`}
            type="file"
            // no `capture`: a phone then offers its camera and its gallery both
            accept="image/jpeg,image/png,image/webp"
            multiple={max - ids.length > 1}
            hidden
            onChange={(event) => {
              void add(event.target.files);
              event.target.value = '';
            }}
          />
        </Button>
      </Stack>
      {shrinking > 0 && (
        <LinearProgress
          sx={{ mt: 1, maxWidth: 320 }}
          aria-label={translate('app.photo.shrinking')}
        />
      )}
      {(problem || fieldState.error) && (
        <FormHelperText error>
          {problem ?? translate(fieldState.error?.message ?? '')}
        </FormHelperText>
      )}
    </Box>
  );
}
