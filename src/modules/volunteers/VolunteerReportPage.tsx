import { swayamsevak } from '../../domain/modules';
import { RegisterReport } from '../../engine/registerReport';
import { useVolunteerCalls } from './useVolunteerCalls';

/** `/swayamsuchak/report` (spec §2): the register's generic report over the spec's report call. */
export function VolunteerReportPage() {
  return <RegisterReport d={swayamsevak} calls={useVolunteerCalls()} />;
}
