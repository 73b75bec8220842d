import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { StatusHistoryRow, Unit } from '../../../dataProvider/sankalp';
import { ekak } from '../../../domain/modules';
import { EntityShow } from '../../../engine/EntityShowPage';
import { useUnitCalls } from '../useUnitCalls';
import { useCanWrite } from '../../../shared/useCanWrite';
import { StatusChangeForm } from './StatusChangeForm';
import { StatusHistory } from './StatusHistory';

const T = 'app.sankalpScreens.status';

/** The unit's history, fetched again whenever `version` changes. */
function History({ id, version }: { id: number; version: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [rows, setRows] = useState<{ key: string; rows: StatusHistoryRow[] } | null>(null);
  const key = `${id}:${version}`;
  useEffect(() => {
    let live = true;
    dataProvider
      .getUnitStatusHistory(id)
      .then((answer) => live && setRows({ key, rows: answer }))
      .catch(() => live && setRows({ key, rows: [] }));
    return () => {
      live = false;
    };
  }, [dataProvider, id, key]);
  if (!rows || rows.key !== key) {
    return <CircularProgress aria-label={translate(`${T}.history`)} />;
  }
  return <StatusHistory rows={rows.rows} />;
}

/** The status change form (a writer's) and the status history, of the unit in context. */
function StatusPanel() {
  const translate = useTranslate();
  const unit = useRecordContext<Unit>();
  const refresh = useRefresh();
  const writable = useCanWrite();
  const [version, setVersion] = useState(0);
  if (!unit) return null;
  const heading = (key: string) => (
    <Typography variant="h6" sx={{ mt: 2 }}>
      {translate(`${T}.${key}`)}
    </Typography>
  );
  return (
    <>
      {writable && heading('change')}
      {writable && (
        <StatusChangeForm
          unit={unit}
          onChanged={() => {
            refresh();
            setVersion((v) => v + 1);
          }}
        />
      )}
      {heading('history')}
      <History id={unit.sankalp_id} version={version} />
    </>
  );
}

/**
 * `/sadyasthiti/view/:sankalpId`: the units' register details page (over the spec's read) with
 * the unit's status history and a form to change it.
 */
export function SadyasthitiView() {
  const translate = useTranslate();
  const { one } = useUnitCalls();
  return (
    <EntityShow d={ekak} one={one} title={translate(`${T}.title`)}>
      <StatusPanel />
    </EntityShow>
  );
}
