import Box from '@mui/material/Box';
import { useRefresh } from 'react-admin';
import { useSelectedPlace } from '../../shared/geo-picker';
import { TemplateDownloadButton, VolunteerUpload } from './VolunteerUpload';

/** The blank template and the spreadsheet upload for the chosen place; a good upload reloads the list. */
export function VolunteerUploadArea() {
  const { place } = useSelectedPlace();
  const refresh = useRefresh();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box>
        <TemplateDownloadButton />
      </Box>
      <VolunteerUpload place={place} onUploaded={refresh} />
    </Box>
  );
}
