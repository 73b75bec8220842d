import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { canEnterVolunteersAt } from '../../domain/volunteer';
import { useCatalogue } from '../../shared/useCatalogue';
import { UploadPanel } from './UploadPanel';

const T = 'app.volunteerUpload.messages';

/** The place the volunteers are added to (a PlaceRef does). */
export interface VolunteerUploadPlace {
  location_id: number;
  level_id: number;
}

export interface VolunteerUploadProps {
  place: VolunteerUploadPlace | null | undefined;
  /** Called after a successful upload, e.g. to refresh the list. */
  onUploaded: () => void;
}

/**
 * Upload of a volunteer spreadsheet (spec §2, §4 "Upload", §8): only at a village or a
 * settlement; the file is checked in the browser first and sent only when every row passes.
 */
export function VolunteerUpload({ place, onUploaded }: VolunteerUploadProps) {
  const translate = useTranslate();
  const { reference, error } = useCatalogue();
  if (!place) return <Alert severity="info">{translate(`${T}.noPlace`)}</Alert>;
  if (!canEnterVolunteersAt(place.level_id)) {
    return <Alert severity="warning">{translate(`${T}.wrongLevel`)}</Alert>;
  }
  if (error) return <Alert severity="error">{translate(`${T}.referenceFailed`)}</Alert>;
  return (
    <UploadPanel locationId={place.location_id} reference={reference} onUploaded={onUploaded} />
  );
}
