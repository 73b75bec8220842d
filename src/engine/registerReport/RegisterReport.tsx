import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
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
  usesCatalogue,
  type RegisterDeclaration,
} from '../../domain/engine';
import { useCatalogue } from '../../shared/useCatalogue';
import { ColumnChooser, FilterFields, ReportCard, type FilterValue } from '../../shared/report';
import type { RegisterCalls } from '../registerCalls';
import { useRegisterReport } from './useRegisterReport';

type Filters = Record<string, FilterValue[]>;

/** A parent filter chosen anew: the dependent filters' choices start again. */
const withoutDependents = (d: RegisterDeclaration, filters: Filters, key: string): Filters => ({
  ...filters,
  ...Object.fromEntries(dependentsOf(d.fields, key).map((name) => [name, []])),
});

/** The report's words: the module's own (`resources.<name>.report`) or the generic ones. */
function useReportTexts(name: string) {
  const translate = useTranslate();
  const own = `resources.${name}.report`;
  return translate(`${own}.generate`, { _: '' }) ? own : 'app.entity.report';
}

/**
 * A register's report: the chosen place (one the list may be read at), columns (locked ones
 * always, a group's at once) and filters (a dependent one offering its chosen parents' items),
 * downloaded as Excel — through the module's own report call where its spec has one.
 */
export function RegisterReport({ d, calls }: { d: RegisterDeclaration; calls?: RegisterCalls }) {
  const translate = useTranslate();
  const T = useReportTexts(d.name);
  const { place } = useSelectedPlace();
  const report = useMemo(() => registerReport(d), [d]);
  const { reference, error } = useCatalogue(usesCatalogue(d.fields));
  const [chosen, setChosen] = useState<string[]>(report.locked);
  const [filters, setFilters] = useState<Filters>({});
  const { generate, busy, progress } = useRegisterReport(d, T, calls);
  const label = (field: string) => translate(fieldLabelKey(d.name, field));
  const precise = place ? !d.listLevels || d.listLevels.includes(place.level_id) : false;

  return (
    <Stack sx={{ mt: 2 }} spacing={2}>
      <Title title={translate(`${T}.title`, { name: translate(moduleNameKey(d.name)) })} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <GeoPickerButton />
        {place && !precise && (
          <Alert severity="warning" sx={{ py: 0 }}>
            {translate(`${T}.tooWide`)}
          </Alert>
        )}
      </Stack>
      {!place && <Alert severity="error">{translate(`${T}.pickPlace`)}</Alert>}
      {error !== undefined && <Alert severity="error">{translate(`${T}.referenceFailed`)}</Alert>}
      <ReportCard
        texts={T}
        busy={busy}
        progress={progress}
        canGenerate={precise}
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
    </Stack>
  );
}
