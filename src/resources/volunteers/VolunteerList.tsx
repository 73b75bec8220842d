import AddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import {
  DatagridConfigurable,
  FunctionField,
  List,
  Pagination,
  SelectColumnsButton,
  TextField,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { GeoPickerButton, useSelectedPlace } from '../../shared/geo-picker';
import { canEnterVolunteersAt, canListVolunteersAt } from '../../domain/volunteer';
import { SWAYAMSEVAK } from '../../dataProvider/volunteerResource';
import {
  VOLUNTEER_LIST_COLUMNS,
  VOLUNTEER_SORTABLE,
  type VolunteerRecord,
} from '../../domain/volunteer';
import { useCanWrite } from '../../shared/useCanWrite';
import { fieldLabel } from './volunteerChoices';
import { VolunteerDialog } from './VolunteerDialog';
import { volunteerFilters } from './volunteerFilters';
import { BulkDeleteVolunteers, SerialNumber, VolunteerRowActions } from './VolunteerRowActions';

const T = 'app.volunteerScreens.list';
export const VOLUNTEER_PAGE_SIZES = [10, 20, 50, 100, 150, 200];
const PREFERENCE_KEY = 'swayamsevak.datagrid';

/** The list call sorts by the declared sortable fields only. */
const SORTABLE = new Set<string>(VOLUNTEER_SORTABLE);

function Notice({ text }: { text: string }) {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(text)}</Typography>;
}

/** 'please wait a moment...' while the first page loads. */
function LoadingNotice() {
  const { isPending } = useListContext();
  return isPending ? <Notice text={`${T}.loading`} /> : null;
}

export interface VolunteerListProps {
  /** The upload area and template button (src/custom/volunteer-upload), for writers only. */
  uploadArea?: ReactNode;
}

type DialogState = { record?: VolunteerRecord } | null;

/** `/swayamsuchak/list`: the volunteers of the chosen place's subtree (spec §2). */
export function VolunteerList({ uploadArea }: VolunteerListProps) {
  const translate = useTranslate();
  const writable = useCanWrite();
  const { place } = useSelectedPlace();
  const [dialog, setDialog] = useState<DialogState>(null);
  const canAdd = place ? canEnterVolunteersAt(place.level_id) : false;

  return (
    <Box>
      <Box sx={{ mt: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <GeoPickerButton />
        {place && writable && canAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})}>
            {translate(`${T}.add`)}
          </Button>
        )}
        {place && writable && !canAdd && (
          <Alert severity="info" sx={{ py: 0 }}>
            {translate(`${T}.wrongLevel`)}
          </Alert>
        )}
      </Box>
      {writable && uploadArea && <Box sx={{ mt: 2 }}>{uploadArea}</Box>}
      {!place && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(`${T}.pickPlace`)}
        </Alert>
      )}
      {place && !canListVolunteersAt(place.level_id) && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate(`${T}.tooWide`)}
        </Alert>
      )}
      {place && canListVolunteersAt(place.level_id) && (
        <List
          resource={SWAYAMSEVAK}
          title={`${T}.title`}
          filter={{ location_id: place.location_id }}
          filters={volunteerFilters}
          sort={{ field: 'updatedAt', order: 'DESC' }}
          perPage={10}
          pagination={<Pagination rowsPerPageOptions={VOLUNTEER_PAGE_SIZES} />}
          exporter={false}
          empty={false}
          disableSyncWithLocation
          storeKey={false}
          actions={
            <TopToolbar>
              <SelectColumnsButton preferenceKey={PREFERENCE_KEY} />
            </TopToolbar>
          }
        >
          <LoadingNotice />
          <DatagridConfigurable
            preferenceKey={PREFERENCE_KEY}
            rowClick={false}
            empty={<Notice text={`${T}.empty`} />}
            bulkActionButtons={writable ? <BulkDeleteVolunteers /> : false}
          >
            <FunctionField label={`${T}.serial`} sortable={false} render={() => <SerialNumber />} />
            {VOLUNTEER_LIST_COLUMNS.map((source) => (
              <TextField
                key={source}
                source={source}
                label={fieldLabel(source)}
                sortable={SORTABLE.has(source)}
              />
            ))}
            <FunctionField
              label={`${T}.actions`}
              sortable={false}
              render={() => (
                <VolunteerRowActions
                  writable={writable}
                  onOpen={(record) => setDialog({ record })}
                />
              )}
            />
          </DatagridConfigurable>
        </List>
      )}
      {dialog && (
        <VolunteerDialog
          record={dialog.record}
          locationId={place?.location_id}
          readOnly={!writable}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
}
