import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { GeoPickerButton, useSelectedPlace } from '../../shared/geo-picker';
import {
  dependentsOf,
  moduleNameKey,
  fieldLabelKey,
  registerReport,
  reportFilterChoices,
  sectionLabelKey,
  type RegisterDeclaration,
} from '../../domain/engine';
import { useCatalogue } from '../../shared/useCatalogue';
import { PageLoading } from '../../shared/PageLoading';
import { ColumnChooser, FilterFields, ReportCard, type FilterValue } from '../../shared/report';
import { useRegisterDeclaration, useEntityRights } from '../useEntity';
import { REPORT_TEXTS as T, useRegisterReport } from './useRegisterReport';

type Filters = Record<string, FilterValue[]>;

/** A parent filter chosen anew: the dependent filters' choices start again. */
const withoutDependents = (d: RegisterDeclaration, filters: Filters, key: string): Filters => ({
  ...filters,
  ...Object.fromEntries(dependentsOf(d.fields, key).map((name) => [name, []])),
});

/**
 * A register's report (its `reportBuilder` switch, at `<list path>/report`): the chosen place,
 * columns (locked ones always, a section's at once) and filters, downloaded as Excel.
 */
export function RegisterReportPage() {
  const d = useRegisterDeclaration();
  const translate = useTranslate();
  const { place } = useSelectedPlace();
  const rights = useEntityRights(d);
  const report = useMemo(() => registerReport(d), [d]);
  const { reference } = useCatalogue();
  const [chosen, setChosen] = useState<string[]>(report.locked);
  const [filters, setFilters] = useState<Filters>({});
  const { generate, busy, progress } = useRegisterReport(d);
  const label = (field: string) => translate(fieldLabelKey(d.name, field));

  if (!rights.ready) return <PageLoading />;
  if (!rights.canRead)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(`app.error.${rights.refusal}`)}
      </Alert>
    );
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate(`${T}.title`, { name: translate(moduleNameKey(d.name)) })} />
      <Box sx={{ mb: 2 }}>
        <GeoPickerButton />
      </Box>
      {!place && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(`${T}.pickPlace`)}
        </Alert>
      )}
      <ReportCard
        texts={T}
        busy={busy}
        progress={progress}
        canGenerate={Boolean(place)}
        onCancel={() => {
          setChosen(report.locked);
          setFilters({});
        }}
        onGenerate={() => place && void generate(place, chosen, filters)}
      >
        <ColumnChooser
          texts={T}
          columns={report.columns.map((key) => ({ key, label: label(key) }))}
          locked={report.locked}
          groups={report.groups.map((g) => ({
            label: translate(sectionLabelKey(d.name, g.id)),
            fields: g.fields,
          }))}
          chosen={chosen}
          onChange={setChosen}
        />
        {report.filters.length > 0 && (
          <FilterFields
            texts={T}
            filters={report.filters.map((f) => ({
              key: f.name,
              label: label(f.name),
              options: reportFilterChoices(d, f, reference, filters).map((c) => ({
                value: c.value,
                label: c.plain ? c.label : translate(c.label),
              })),
            }))}
            values={filters}
            onChange={(key, values) =>
              setFilters((current) => withoutDependents(d, { ...current, [key]: values }, key))
            }
          />
        )}
      </ReportCard>
    </Box>
  );
}
