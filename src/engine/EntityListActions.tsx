import AssessmentIcon from '@mui/icons-material/Assessment';
import Button from '@mui/material/Button';
import { CreateButton, LinkBase, SelectColumnsButton, TopToolbar, useTranslate } from 'react-admin';
import { entityReportPath, type RegisterDeclaration } from '../domain/engine';
import { placeLabel, type PlaceRef } from '../domain/geo';
import { useAppPath } from '../shared/useAppPath';
import { EntityExportButton } from './EntityExportButton';
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

interface Props {
  d: RegisterDeclaration;
  writable: boolean;
  place: PlaceRef;
}

/** The list's toolbar: columns, add (on its own page), upload, export, report — as declared. */
export function EntityListActions({ d, writable, place }: Props) {
  const { view } = d;
  return (
    <TopToolbar>
      {view.list === 'table' && <SelectColumnsButton preferenceKey={`${d.name}.datagrid`} />}
      {writable && !view.createAboveList && !view.dialog && !view.addElsewhere && <CreateButton />}
      {writable && d.upload && <RegisterUploadButton d={d} place={place} />}
      {!view.noExport && (
        <EntityExportButton d={d} placeId={place.location_id} placeLabel={placeLabel(place)} />
      )}
      {d.reportBuilder && <ReportLink d={d} />}
    </TopToolbar>
  );
}
