import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { ekak } from '../../domain/modules';
import { EntityShow } from '../../engine/EntityShowPage';
import { useModuleWords } from '../../engine/useModuleWords';
import { useAppPath } from '../../shared/useAppPath';
import { UnitAttendance } from './UnitAttendance';
import { useUnitCalls } from './useUnitCalls';

function StatusLink() {
  const unit = useRecordContext();
  const path = useAppPath();
  const { key } = useModuleWords(ekak.name);
  if (!unit) return null;
  return (
    <Button
      component={Link}
      to={path(`/sadyasthiti/view/${unit.id}`)}
      label={key('show.statusLink')}
    />
  );
}

function Attendance() {
  const unit = useRecordContext();
  return unit ? <UnitAttendance sankalpId={Number(unit.id)} /> : null;
}

/**
 * `/sankalp/detailView/:sankalpId`: the register's details page over the spec's read, with the
 * unit's status link and its attendance of the last 12 months.
 */
export function SankalpDetail() {
  const { one } = useUnitCalls();
  return (
    <EntityShow d={ekak} one={one} actions={<StatusLink />}>
      <Attendance />
    </EntityShow>
  );
}
