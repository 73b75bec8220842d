import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  APPROVING_OFFICES,
  YEARLY_ENTRY_WINDOW,
  type CountFormDeclaration,
  type ModuleDefinition,
} from '../../domain/engine';
import {
  APPROVAL_STEPS,
  type ApprovalPolicy,
  type ApprovalStep,
  type PeriodPolicy,
  type StepTaker,
} from '../../domain/periods';
import type { RoleKey } from '../../domain/roles';
import { LevelBoxes } from './LevelBoxes';
import { ReminderOptions } from './ReminderOptions';
import { T } from './words';

type CountForm = CountFormDeclaration & ModuleDefinition;
/** A step's takers as the builder sets them: levels, and one role for them all (or any). */
type Takers = { levels: number[]; role: RoleKey | '' };

const ROLES = ['', 'karyalay_pramukh', 'editor'] as const;

const takersOf = (named: readonly StepTaker[] | undefined): Takers | null =>
  named ? { levels: named.map((t) => t.level), role: named[0]?.role ?? '' } : null;
const pairsOf = ({ levels, role }: Takers): StepTaker[] =>
  levels.map((level) => (role ? { level, role } : { level }));

/**
 * A count form's period cycle in the builder (issue 46): submitting and approval switched on,
 * the approving offices' levels, and for each step (submit, approve, return) optionally its own
 * takers as levels with a role.
 */
export function ApprovalOptions({ d, onChange }: { d: CountForm; onChange(d: CountForm): void }) {
  const translate = useTranslate();
  const policy: PeriodPolicy = d.periodPolicy ?? YEARLY_ENTRY_WINDOW;
  const approval = policy.approval;
  const setApproval = (next: ApprovalPolicy | undefined) => {
    const { approval: _dropped, ...rest } = policy;
    void _dropped;
    onChange({ ...d, periodPolicy: next ? { ...rest, approval: next } : rest });
  };
  const setStep = (step: ApprovalStep, takers: Takers | null) => {
    if (!approval) return;
    const steps = { ...approval.steps };
    if (takers && takers.levels.length) steps[step] = pairsOf(takers);
    else delete steps[step];
    setApproval({ ...approval, ...(Object.keys(steps).length ? { steps } : { steps: undefined }) });
  };
  return (
    <Stack sx={{ gap: 1, mb: 1 }} data-testid="approval-options">
      <FormControlLabel
        control={
          <Switch
            checked={approval !== undefined}
            onChange={(e) =>
              setApproval(e.target.checked ? { levels: [...APPROVING_OFFICES] } : undefined)
            }
          />
        }
        label={translate(`${T}.approval.on`)}
      />
      {approval && (
        <>
          <LevelBoxes
            label={translate(`${T}.approval.levels`)}
            value={approval.levels}
            onChange={(levels) => setApproval({ ...approval, levels })}
          />
          {APPROVAL_STEPS.map((step) => (
            <StepTakers
              key={step}
              step={step}
              value={takersOf(approval.steps?.[step])}
              onChange={(takers) => setStep(step, takers)}
            />
          ))}
          <ReminderOptions
            form={d}
            value={policy.reminders}
            onChange={(reminders) => {
              const { reminders: _dropped, ...rest } = policy;
              void _dropped;
              onChange({ ...d, periodPolicy: reminders ? { ...rest, reminders } : rest });
            }}
          />
        </>
      )}
    </Stack>
  );
}

function StepTakers(props: {
  step: ApprovalStep;
  value: Takers | null;
  onChange(takers: Takers | null): void;
}) {
  const { step, value, onChange } = props;
  const translate = useTranslate();
  // on with no level chosen yet: nothing named in the definition, the choices kept here
  const [open, setOpen] = useState(value !== null);
  const [shown, setShown] = useState<Takers>(value ?? { levels: [], role: '' });
  const change = (next: Takers) => {
    setShown(next);
    onChange(next);
  };
  return (
    <Stack sx={{ gap: 1, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={open}
            onChange={(e) => {
              setOpen(e.target.checked);
              if (!e.target.checked) onChange(null);
            }}
          />
        }
        label={translate(`${T}.approval.own`, { step: translate(`${T}.approval.steps.${step}`) })}
      />
      {!open ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.approval.default.${step}`)}
        </Typography>
      ) : (
        <>
          <LevelBoxes
            label={translate(`${T}.approval.stepLevels`)}
            value={shown.levels}
            onChange={(levels) => change({ ...shown, levels })}
          />
          <TextField
            select
            size="small"
            label={translate(`${T}.approval.role`)}
            value={shown.role}
            onChange={(e) => change({ ...shown, role: e.target.value as Takers['role'] })}
            sx={{ maxWidth: 320 }}
          >
            {ROLES.map((role) => (
              <MenuItem key={role || 'any'} value={role}>
                {translate(role ? `app.role.${role}` : `${T}.approval.anyRole`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
    </Stack>
  );
}
