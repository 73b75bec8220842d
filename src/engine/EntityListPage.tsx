import AssessmentIcon from '@mui/icons-material/Assessment';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import {
  CreateButton,
  LinkBase,
  List,
  Pagination,
  SelectColumnsButton,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { GeoPickerButton, useSelectedPlace } from '../shared/geo-picker';
import { moduleNameKey, entityReportPath, type RegisterDeclaration } from '../domain/engine';
import { useAppPath } from '../shared/useAppPath';
import { placeLabel, type PlaceRef } from '../domain/geo';
import { EntityCards } from './EntityCards';
import { EntityDatagrid } from './EntityDatagrid';
import { EntityExportButton } from './EntityExportButton';
import { entityFilters } from './entityFilters';
import { EntityInlineCreate } from './EntityInlineCreate';
import { useRegisterDeclaration, useEntityRights } from './useEntity';
import { PageLoading } from '../shared/PageLoading';
import { RegisterUploadButton } from './upload';

function ReportLink({ d }: { d: RegisterDeclaration }) {
  const translate = useTranslate();
  const path = useAppPath();
  return (
    <Button component={LinkBase} to={path(entityReportPath(d))} startIcon={<AssessmentIcon />}>
      {translate('app.entity.report.open')}
    </Button>
  );
}

/** Spec §2 page sizes. */
export const PAGE_SIZES = [10, 20, 50, 100, 150, 200];

function Actions({
  d,
  writable,
  place,
}: {
  d: RegisterDeclaration;
  writable: boolean;
  place: PlaceRef;
}) {
  return (
    <TopToolbar>
      {d.view.list === 'table' && <SelectColumnsButton preferenceKey={`${d.name}.datagrid`} />}
      {writable && !d.view.createAboveList && <CreateButton />}
      {writable && d.upload && <RegisterUploadButton d={d} place={place} />}
      <EntityExportButton d={d} placeId={place.location_id} placeLabel={placeLabel(place)} />
      {d.reportBuilder && <ReportLink d={d} />}
    </TopToolbar>
  );
}

/**
 * A configured module's list (its declared paths and /<name>): the records of the chosen
 * place's subtree, with search, filters, page sizes, column choice, bulk delete and export.
 */
export function EntityListPage() {
  const d = useRegisterDeclaration();
  const translate = useTranslate();
  const { place } = useSelectedPlace();
  const rights = useEntityRights(d);
  if (!rights.ready) return <PageLoading />;
  if (!rights.canRead)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(`app.error.${rights.refusal}`)}
      </Alert>
    );
  return (
    <Box>
      <Box sx={{ mt: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <GeoPickerButton />
      </Box>
      {rights.canWrite && d.view.createAboveList && <EntityInlineCreate d={d} />}
      {!place && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('app.entity.list.pickPlace')}
        </Alert>
      )}
      {/* a list too wide to be useful (the volunteers of a प्रांत) is not asked for */}
      {place && d.listLevels && !d.listLevels.includes(place.level_id) && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('app.entity.list.tooWide')}
        </Alert>
      )}
      {place && (!d.listLevels || d.listLevels.includes(place.level_id)) && (
        <List
          resource={d.name}
          title={moduleNameKey(d.name)}
          filter={{ location_id: place.location_id }}
          filters={entityFilters(d)}
          sort={d.defaultSort ?? { field: 'updated_at', order: 'DESC' }}
          perPage={20}
          pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
          exporter={false}
          empty={false}
          storeKey={`${d.name}.list`}
          actions={<Actions d={d} writable={rights.canWrite} place={place} />}
        >
          {d.view.list === 'cards' ? (
            <EntityCards d={d} />
          ) : (
            <EntityDatagrid d={d} writable={rights.canWrite} />
          )}
        </List>
      )}
    </Box>
  );
}
