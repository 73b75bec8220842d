import { swayamsevak } from '../../domain/modules';
import { RegisterTemplateButton, RegisterUpload, type UploadPlace } from '../../engine/upload';
import { useVolunteerCalls } from './useVolunteerCalls';

export interface VolunteerUploadProps {
  place: UploadPlace | null | undefined;
  /** Called after a successful upload, e.g. to refresh the list. */
  onUploaded: () => void;
}

/**
 * Upload of a volunteer spreadsheet (spec §2, §4 "Upload", §8): the register's generic upload
 * over the spec's calls (`/swayamsevak/add/check`, `/add` with source 'sheet').
 */
export function VolunteerUpload({ place, onUploaded }: VolunteerUploadProps) {
  const calls = useVolunteerCalls();
  return (
    <RegisterUpload
      d={swayamsevak}
      place={place}
      calls={calls}
      withTemplate={false}
      onUploaded={onUploaded}
    />
  );
}

/** The blank upload template (spec §2): the register's, beside the list's upload. */
export const TemplateDownloadButton = () => <RegisterTemplateButton d={swayamsevak} />;
