import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { ListContextProvider, useList, useTranslate } from 'react-admin';
import {
  recordTotal,
  rollupColumns,
  type CountFormDeclaration,
  type RegisterDeclaration,
  type RollupRow,
} from '../../domain/engine';
import { sheetColumns } from '../../domain/report';
import { ReportTable } from '../../shared/exports';
import { EntityCards } from '../../engine/EntityCards';
import { EntityDatagrid } from '../../engine/EntityDatagrid';
import { T } from './words';

// a preview's clicks stay on the builder: a row or card would open a record that is not there
const inert = (e: { preventDefault(): void; stopPropagation(): void }) => {
  e.preventDefault();
  e.stopPropagation();
};

/** A register's real list (table or cards), holding the record typed in the preview's form. */
function RegisterList({ d }: { d: RegisterDeclaration }) {
  const values = useWatch() as Record<string, unknown>;
  const list = useList({ data: [{ ...values, id: 'preview' }] });
  return (
    <ListContextProvider value={list}>
      {d.view.list === 'cards' ? <EntityCards d={d} /> : <EntityDatagrid d={d} writable={false} />}
    </ListContextProvider>
  );
}

/** A count form's real roll-up table, one place holding the figures given (typed in a form). */
export function CountRollup({
  d,
  values = {},
}: {
  d: CountFormDeclaration;
  values?: Record<string, unknown>;
}) {
  const translate = useTranslate();
  const figures: Record<string, number> = { _records: 1, total: recordTotal(d, values) };
  for (const f of d.fields) if (f.summed) figures[f.name] = Number(values[f.name] ?? 0) || 0;
  const row: RollupRow = {
    location_id: 0,
    localized_name: translate(`${T}.previewPlace`),
    name_suffix: '',
    level_id: d.placeLevels[0] ?? 0,
    eligible: 1,
    values: figures,
  };
  const label = translate(`${T}.previewList`);
  return (
    <ReportTable
      columns={sheetColumns(rollupColumns(d), translate)}
      rows={[row]}
      label={label}
      totalsLabel={translate('app.countReport.col.total')}
    />
  );
}

function TypedRollup({ d }: { d: CountFormDeclaration }) {
  return <CountRollup d={d} values={useWatch() as Record<string, unknown>} />;
}

/**
 * The list the module's users will see — a register's list, a count form's roll-up — drawn by
 * the engine's own components from what was typed in the preview's form (inside that form).
 */
export function PreviewList({ d }: { d: RegisterDeclaration | CountFormDeclaration }) {
  return (
    <Box sx={{ overflowX: 'auto' }} onClickCapture={inert}>
      {d.kind === 'register' ? <RegisterList d={d} /> : <TypedRollup d={d} />}
    </Box>
  );
}
