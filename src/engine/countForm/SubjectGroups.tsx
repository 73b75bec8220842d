import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CountFormDeclaration, CountSubject } from '../../domain/engine';
import type { OutboxState } from '../../domain/engine/outbox';
import { groupSubjects } from './groups';
import { SubjectCard } from './SubjectCard';
import type { useReasons } from './useReasons';

interface Props {
  d: CountFormDeclaration;
  subjects: readonly CountSubject[];
  valuesOf(s: CountSubject): Record<string, unknown>;
  problems: ReadonlyMap<number, string[]>;
  /** The subjects edited since the sheet was loaded (their rules are shown as they type). */
  edited: ReadonlySet<number>;
  readOnly: boolean;
  onChange(s: CountSubject, field: string, value: unknown): void;
  /** Figures saved on this device and not yet sent, per subject, with their state. */
  onDevice?: ReadonlyMap<number, { state: OutboxState }>;
  /** The warnings the last save asked reasons for, and the reasons typed (issue 48). */
  reasons?: Pick<ReturnType<typeof useReasons>, 'asked' | 'given' | 'give'>;
}

/** The subjects in an accordion per village (units) or per parent place (places). */
export function SubjectGroups(props: Props) {
  const { d, subjects, valuesOf, problems, edited, readOnly, onChange, onDevice, reasons } = props;
  const translate = useTranslate();
  return groupSubjects(subjects).map((inGroup) => {
    const { group } = inGroup[0];
    return (
      <Accordion key={group.location_id} defaultExpanded disableGutters>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography sx={{ flexGrow: 1 }}>
            {group.label}
            {group.parent && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {group.parent}
              </Typography>
            )}
          </Typography>
          <Chip
            size="small"
            sx={{ mr: 1 }}
            label={translate('app.countForm.subjects', { count: inGroup.length })}
          />
        </AccordionSummary>
        <AccordionDetails>
          <Grid container spacing={2}>
            {inGroup.map((s) => (
              <Grid key={s.subject_id} size={{ xs: 12, md: 6, lg: 4 }}>
                <SubjectCard
                  d={d}
                  subject={s}
                  values={valuesOf(s)}
                  problems={problems.get(s.subject_id)}
                  edited={edited.has(s.subject_id)}
                  onDevice={onDevice?.get(s.subject_id)?.state}
                  readOnly={readOnly}
                  onChange={(field, value) => onChange(s, field, value)}
                  asks={reasons?.asked.get(s.subject_id)}
                  reasons={reasons?.given.get(s.subject_id)}
                  onReason={(code, reason) => reasons?.give(s.subject_id, code, reason)}
                />
              </Grid>
            ))}
          </Grid>
        </AccordionDetails>
      </Accordion>
    );
  });
}
