import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import {
  canListVolunteersAt,
  VOLUNTEER_COLUMNS,
  VOLUNTEER_REPORT_LOCKED,
  VOLUNTEER_UNIFORM_FIELDS,
  VOLUNTEER_VEHICLE_FIELDS,
  type VolunteerFieldKey,
} from '../../domain/volunteer';
import { ColumnChooser, FilterFields, ReportCard } from '../../shared/report';
import { useCatalogue } from '../../shared/useCatalogue';
import { GeoPickerButton, useSelectedPlace } from '../../shared/geo-picker';
import {
  filtersForCall,
  NO_FILTERS,
  REPORT_FILTER_FIELDS,
  reportFilterOptions,
  withFilter,
  type ReportFilterValues,
} from './reportFilterOptions';
import { useGenerateReport } from './useGenerateReport';

const T = 'app.volunteerReport';
const START_COLUMNS: VolunteerFieldKey[] = [...VOLUNTEER_REPORT_LOCKED];
const GROUPS = [
  { label: `${T}.uniform`, fields: VOLUNTEER_UNIFORM_FIELDS },
  { label: `${T}.other`, fields: VOLUNTEER_VEHICLE_FIELDS },
];
const fieldLabel = (key: string) => `resources.swayamsevak.fields.${key}`;

/** `/swayamsuchak/report`: choose columns and filters, download the volunteers (spec §2). */
export function VolunteerReportPage() {
  const translate = useTranslate();
  const { place } = useSelectedPlace();
  const { reference, error } = useCatalogue();
  const { generate, busy, progress } = useGenerateReport();
  const [columns, setColumns] = useState<VolunteerFieldKey[]>(START_COLUMNS);
  const [filters, setFilters] = useState<ReportFilterValues>(NO_FILTERS);
  const precise = place ? canListVolunteersAt(place.level_id) : false;
  const options = reportFilterOptions(reference, filters);

  const cancel = () => {
    setColumns(START_COLUMNS);
    setFilters(NO_FILTERS);
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={`${T}.title`} />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <GeoPickerButton />
        {place && !precise && (
          <Alert severity="warning" sx={{ py: 0 }}>
            {translate(`${T}.tooWide`)}
          </Alert>
        )}
      </Stack>
      {!place && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(`${T}.pickPlace`)}
        </Alert>
      )}
      {error !== undefined && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(`${T}.referenceFailed`)}
        </Alert>
      )}
      <ReportCard
        texts={T}
        busy={busy}
        progress={progress}
        canGenerate={Boolean(place) && precise}
        onCancel={cancel}
        onGenerate={() =>
          place && void generate(place.location_id, filtersForCall(filters), columns)
        }
      >
        <ColumnChooser
          texts={T}
          columns={VOLUNTEER_COLUMNS.map(({ key }) => ({
            key,
            label: translate(fieldLabel(key)),
          }))}
          locked={VOLUNTEER_REPORT_LOCKED}
          groups={GROUPS.map((g) => ({ ...g, label: translate(g.label) }))}
          chosen={columns}
          onChange={setColumns}
        />
        <FilterFields
          texts={T}
          filters={REPORT_FILTER_FIELDS.map((key) => ({
            key,
            label: translate(fieldLabel(key)),
            options: (options[key] ?? []).map((name) => ({ value: name, label: name })),
          }))}
          values={filters}
          onChange={(field, chosen) =>
            setFilters((current) =>
              withFilter(reference, current, field as VolunteerFieldKey, chosen as string[]),
            )
          }
        />
      </ReportCard>
    </Box>
  );
}
