import Alert from '@mui/material/Alert';
import { useAppPath } from '../../shared/useAppPath';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { Button, RecordContextProvider, Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { Unit } from '../../dataProvider/sankalp';
import { ekak } from '../../domain/modules';
import { EntityHistoryButton } from '../../engine/EntityHistoryButton';
import { UnitAttendance } from './UnitAttendance';
import { UnitDetails } from './UnitDetails';

const T = 'app.sankalpScreens.detail';

/** Loads a unit by id; shows the loading and not-found states, else renders `children`. */
export function WithUnit({
  id,
  children,
}: {
  id?: string;
  children(unit: Unit, refetch: () => void): ReactNode;
}) {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetOne<Unit>(
    'sankalp',
    { id: Number(id) },
    { enabled: !!id, retry: false },
  );
  if (isPending) return <CircularProgress aria-label={translate(`${T}.loading`)} sx={{ m: 2 }} />;
  if (error || !data) return <Alert severity="error">{translate(`${T}.notFound`)}</Alert>;
  return <>{children(data, () => void refetch())}</>;
}

/**
 * `/sankalp/detailView/:sankalpId`: a unit's details, current status and attendance, and what
 * each save changed.
 */
export function SankalpDetail() {
  const { sankalpId } = useParams();
  const path = useAppPath();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={`${T}.title`} />
      <WithUnit id={sankalpId}>
        {(unit) => (
          <>
            <CardContent>
              <UnitDetails unit={unit} />
              <UnitAttendance sankalpId={unit.sankalp_id} />
            </CardContent>
            <CardActions>
              <Button component={Link} to={path('/sankalp/list')} label={`${T}.back`} />
              <Button
                component={Link}
                to={path(`/sadyasthiti/view/${unit.id}`)}
                label={`${T}.statusLink`}
              />
              {/* every saved state of the unit, its status changes too (the units' register) */}
              <RecordContextProvider value={unit}>
                <EntityHistoryButton d={ekak} />
              </RecordContextProvider>
            </CardActions>
          </>
        )}
      </WithUnit>
    </Card>
  );
}
