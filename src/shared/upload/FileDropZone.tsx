import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ACCEPTED_EXTENSIONS } from './sheetFile';

const T = 'app.upload';

export interface FileDropZoneProps {
  onFile: (file: File) => void;
  fileName?: string;
  disabled?: boolean;
  /** What the zone is called for a screen reader (which list the file is for). */
  label: string;
}

/** Drop a file on it, click it, or focus it and press Enter or Space to choose one. */
export function FileDropZone({ onFile, fileName, disabled, label }: FileDropZoneProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const open = () => !disabled && input.current?.click();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Box
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled || undefined}
      aria-label={label}
      onClick={open}
      onKeyDown={onKeyDown}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        p: 3,
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 1,
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        textAlign: 'center',
        cursor: disabled ? 'default' : 'pointer',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <UploadFileIcon color="action" aria-hidden />
      <Typography>{translate(`${T}.dropZone`)}</Typography>
      {fileName && (
        <Typography fontWeight="bold" sx={{ mt: 1 }}>
          {translate(`${T}.chosenFile`, { name: fileName })}
        </Typography>
      )}
      <input
        ref={input}
        type="file"
        hidden
        data-testid="volunteer-file-input"
        accept={ACCEPTED_EXTENSIONS.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}
