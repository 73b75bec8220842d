import {
  countPeriodKind,
  policyOf,
  type CountFormDeclaration,
  type CountPeriodBody,
} from '../../domain/engine';
import type { PeriodBody } from '../../domain/periods';
import { PeriodApprovals } from '../../shared/periodApproval';

interface Props {
  d: CountFormDeclaration;
  body: CountPeriodBody;
  writable: boolean;
}

/**
 * A count form's completeness and approval under its roll-up report (issue 46): for a form whose
 * period policy has approval, once the report names one whole period of it (a festival's
 * report, not a year's of every festival).
 */
export function ReportApprovals({ d, body, writable }: Props) {
  if (!policyOf(d).approval) return null;
  const { locationId, ...period } = body;
  if ('problem' in countPeriodKind(d).parse(period as unknown as PeriodBody)) return null;
  return <PeriodApprovals form={d.name} placeId={locationId} period={period} writable={writable} />;
}
