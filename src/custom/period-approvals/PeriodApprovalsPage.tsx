import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePermissions } from 'react-admin';
import type { AppPermissions } from '../../domain';
import { policyOf, type CountFormDeclaration, type CountPeriodBody } from '../../domain/engine';
import { linkedCompleteness } from '../../domain/periods';
import { FormPeriodTop, periodBody, useCountForms, useFormPeriod } from '../../shared/formPeriod';
import { useSelectedPlace } from '../../shared/geo-picker';
import { PeriodApprovals } from '../../shared/periodApproval';

const T = 'app.periodApproval.page';

/** A body's period (without its place). */
const periodOf = ({ locationId, ...period }: CountPeriodBody) => {
  void locationId;
  return period;
};

/** Forms whose policy has approval. */
const withApproval = (d: CountFormDeclaration) => policyOf(d).approval !== undefined;

/**
 * /period-approvals (issue 46): any count form's completeness and approval below a place, as
 * /ahawal/list is the gathering's — the form, its period (year, and the month or festival) and
 * the place, then each child's progress with the steps the office may take.
 */
export function PeriodApprovalsPage({ today = new Date() }: { today?: Date }) {
  const forms = useCountForms(withApproval);
  const { permissions } = usePermissions<AppPermissions>();
  const { place, ready } = useSelectedPlace();
  // a digest's link names the form and period: they are asked for at once
  const [search] = useSearchParams();
  const [linked, setLinked] = useState(() => linkedCompleteness(search));
  const chosen = useFormPeriod(forms, today, linked ?? {});
  const { d } = chosen;
  const [asked, setAsked] = useState<{ form: string; body: CountPeriodBody } | null>(null);
  const find = () => {
    const period = chosen.body();
    if (!d || !place || !period) return;
    setAsked({ form: d.name, body: { locationId: place.location_id, ...period } });
  };
  useEffect(() => {
    if (!linked || !ready || !place || d?.name !== linked.form) return;
    setLinked(null);
    const period = periodBody(d, linked.year, Number(linked.part), linked.part);
    setAsked({ form: d.name, body: { locationId: place.location_id, ...period } });
  }, [linked, ready, place, d]);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <FormPeriodTop words={T} forms={forms} chosen={chosen} onFind={find} />
      {asked && (
        <PeriodApprovals
          key={JSON.stringify(asked)}
          form={asked.form}
          placeId={asked.body.locationId}
          period={periodOf(asked.body)}
          writable={Boolean(permissions?.writeallowed)}
        />
      )}
    </Box>
  );
}
