import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { AppPermissions } from '../../domain';
import {
  moduleNameKey,
  moduleRefusal,
  policyOf,
  type CountFormDeclaration,
  type CountPeriodBody,
} from '../../domain/engine';
import { financialYear, startedMonths, yearChoices } from '../../domain/calendar';
import { COUNT_FORMS, definedModules } from '../../domain/modules';
import { PERIOD_AXES, isAxisName, linkedCompleteness } from '../../domain/periods';
import { useDefinedModulesVersion } from '../../engine/defined/useDefinedModulesVersion';
import { AxisField } from '../../engine/report/AxisField';
import { FindButton, PickPlaceAlert } from '../../engine/report/FindButton';
import { YearField } from '../../engine/report/YearField';
import { GeoPickerButton, useSelectedPlace } from '../../shared/geo-picker';
import { PeriodApprovals } from '../../shared/periodApproval';

const T = 'app.periodApproval.page';

/** A body's period (without its place). */
const periodOf = ({ locationId, ...period }: CountPeriodBody) => {
  void locationId;
  return period;
};

/** A form's period as its calls take it: the year, and its month or its axis's value. */
function periodBody(d: CountFormDeclaration, year: string, month: number, part: string) {
  const axis = d.axis && isAxisName(d.axis) ? d.axis : null;
  return {
    year,
    ...(d.period === 'month' ? { month } : {}),
    ...(axis ? { [axis]: part } : {}),
  };
}

/** The count forms with approval a user may open: the code's and those made in the browser. */
function useApprovalForms(): CountFormDeclaration[] {
  useDefinedModulesVersion();
  const { permissions } = usePermissions<AppPermissions>();
  if (!permissions) return [];
  const user = { ...permissions, levelId: permissions.levelId };
  return [...COUNT_FORMS, ...definedModules()].filter(
    (d): d is CountFormDeclaration =>
      d.kind === 'countForm' &&
      policyOf(d).approval !== undefined &&
      moduleRefusal(d, user, false) === null,
  );
}

/**
 * /period-approvals (issue 46): any count form's completeness and approval below a place, as
 * /ahawal/list is the gathering's — the form, its period (year, and the month or festival) and
 * the place, then each child's progress with the steps the office may take.
 */
export function PeriodApprovalsPage({ today = new Date() }: { today?: Date }) {
  const translate = useTranslate();
  const forms = useApprovalForms();
  const { permissions } = usePermissions<AppPermissions>();
  const { place, ready } = useSelectedPlace();
  // a digest's link names the form and period: they are asked for at once
  const [search] = useSearchParams();
  const [linked, setLinked] = useState(() => linkedCompleteness(search));
  const [name, setName] = useState(linked?.form ?? '');
  const d = forms.find((f) => f.name === name) ?? forms[0];
  const [year, setYear] = useState(() => linked?.year ?? financialYear(today));
  const [month, setMonth] = useState(() => Number(linked?.part) || today.getMonth() + 1);
  const [axisValue, setAxisValue] = useState(linked?.part ?? '');
  const [asked, setAsked] = useState<{ form: string; body: CountPeriodBody } | null>(null);
  // the months of the year that have begun, current first (as the entry screens offer them)
  const months = startedMonths(year, today);
  const monthShown = months.some((m) => m.month === month) ? month : (months[0]?.month ?? month);
  const axis = d?.axis && isAxisName(d.axis) ? d.axis : null;
  const part = axis ? axisValue || PERIOD_AXES[axis][0]!.code : '';
  const find = () => {
    if (!d || !place) return;
    const period = periodBody(d, year, monthShown, part);
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
      <Title title={translate(`${T}.title`)} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(`${T}.title`)}
      </Typography>
      {forms.length === 0 ? (
        <Alert severity="info">{translate(`${T}.noForms`)}</Alert>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={translate(`${T}.form`)}
            value={d?.name ?? ''}
            onChange={(e) => setName(e.target.value)}
            sx={{ minWidth: 240 }}
          >
            {forms.map((f) => (
              <MenuItem key={f.name} value={f.name}>
                {translate(moduleNameKey(f.name))}
              </MenuItem>
            ))}
          </TextField>
          <YearField years={yearChoices(today).reverse()} value={year} onChange={setYear} />
          {d?.period === 'month' && (
            <TextField
              select
              size="small"
              label={translate('app.sanghikEntry.month')}
              value={monthShown}
              onChange={(e) => setMonth(Number(e.target.value))}
              sx={{ minWidth: 150 }}
            >
              {months.map((m) => (
                <MenuItem key={m.month} value={m.month}>
                  {translate(m.labelKey)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {axis && <AxisField axis={axis} value={part} onChange={setAxisValue} />}
          <GeoPickerButton />
          <FindButton disabled={!ready || !place} onClick={find} />
        </Stack>
      )}
      {!place && <PickPlaceAlert />}
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
