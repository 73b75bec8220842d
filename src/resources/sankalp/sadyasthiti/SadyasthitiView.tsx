import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { StatusHistoryRow } from '../../../dataProvider/sankalp';
import { WithUnit } from '../SankalpDetail';
import { UnitDetails } from '../UnitDetails';
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

/** `/sadyasthiti/view/:sankalpId`: a unit's status, its history, and a form to change it. */
export function SadyasthitiView() {
  const translate = useTranslate();
  const { sankalpId } = useParams();
  const writable = useCanWrite();
  const [version, setVersion] = useState(0);
  const heading = (key: string) => (
    <Typography variant="h6" sx={{ mt: 2 }}>
      {translate(`${T}.${key}`)}
    </Typography>
  );
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={`${T}.title`} />
      <CardContent>
        <WithUnit id={sankalpId}>
          {(unit, refetch) => (
            <>
              <UnitDetails unit={unit} />
              {writable && heading('change')}
              {writable && (
                <StatusChangeForm
                  unit={unit}
                  onChanged={() => {
                    refetch();
                    setVersion((v) => v + 1);
                  }}
                />
              )}
              {heading('history')}
              <History id={unit.sankalp_id} version={version} />
            </>
          )}
        </WithUnit>
      </CardContent>
    </Card>
  );
}
