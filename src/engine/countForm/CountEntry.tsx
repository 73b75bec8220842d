import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CountFormDeclaration } from '../../domain/engine';
import { gateMessage, takesEntry } from '../../domain/periods';
import { formatDateTime } from '../../domain/dates';
import { ConfirmUnusual } from '../../shared/ConfirmUnusual';
import { PrintButton, usePrinting } from '../../shared/print';
import { StaleAlert } from '../StaleNotice';
import { SubmitPeriod } from '../../shared/periodApproval';
import { BlankCountSheet } from './BlankCountSheet';
import { GrantedFigures } from './GrantedFigures';
import { ReopenRequest } from './ReopenRequest';
import { SaveConflicts } from './SaveConflicts';
import { useScreenText } from './screenText';
import { SubjectGroups } from './SubjectGroups';
import type { useCountSheet } from './useCountSheet';

interface Props {
  d: CountFormDeclaration;
  entry: ReturnType<typeof useCountSheet>;
  heading: string;
  writable: boolean;
}

/**
 * The subjects of a place with their inputs, how many there are, the blank paper form to print,
 * and the save (or update) button at the bottom right.
 */
export function CountEntry({ d, entry, heading, writable }: Props) {
  const translate = useTranslate();
  const text = useScreenText(d);
  const printing = usePrinting();
  // a closed period's figures typed to go with a request to reopen it (issue 25, point 4)
  const [drafting, setDrafting] = useState(false);
  const { sheet, state, problems, valuesOf, change, save, reload } = entry;
  if (!sheet) return null;
  const saved = sheet.subjects.some((s) => s.version > 0);
  const count = sheet.subjects.length;
  // the period's gate, as the server answered it: said before any typing (issue 25); a server
  // of before the gate (a rolling deploy) says nothing, and its own refusal still holds
  const open = !sheet.gate || takesEntry(sheet.gate);
  const gate = sheet.gate ? gateMessage(sheet.gate) : null;
  const reopenable = sheet.gate?.status === 'closed' && sheet.gate.reason !== 'future';
  const editable = writable && (open || (drafting && reopenable));
  return (
    <>
      {printing && <BlankCountSheet d={d} heading={heading} subjects={sheet.subjects} />}
      <Box sx={{ mt: 3, pb: 10 }} data-print="hide">
        <ConfirmUnusual
          count={entry.confirming}
          onConfirm={() => void save(true)}
          onClose={entry.keepChecking}
        />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {heading}
          </Typography>
          <Chip
            color="primary"
            label={translate(`app.countForm.totalOf.${d.subject}`, { count })}
          />
          {count > 0 && (
            <PrintButton title={heading} label="app.countForm.blankSheet.print" landscape />
          )}
        </Stack>
        {sheet.keptAt && (
          <Alert severity="info" sx={{ my: 2 }} data-testid="sheet-from-device">
            {translate('app.offline.fromDevice', { date: formatDateTime(new Date(sheet.keptAt)) })}
          </Alert>
        )}
        {state === 'stale' && <StaleAlert onReload={() => void reload()} />}
        <SaveConflicts
          d={d}
          conflicts={entry.conflicts}
          subjects={sheet.subjects}
          onKeep={entry.keep}
        />
        {gate && (
          <Alert severity={open ? 'info' : 'warning'} sx={{ my: 2 }} data-testid="period-gate">
            {translate(gate.key, gate.args)}
          </Alert>
        )}
        {writable && d.periodPolicy?.approval && sheet.gate && entry.body && count > 0 && (
          <SubmitPeriod
            form={d.name}
            gate={sheet.gate}
            body={entry.body}
            unsaved={entry.edited.size > 0}
            onChanged={() => void reload()}
          />
        )}
        {writable && reopenable && entry.body && (
          <ReopenRequest
            d={d}
            sheet={sheet}
            body={entry.body}
            drafting={drafting}
            onDraft={() => setDrafting(true)}
            draft={entry.draft}
            onAsked={() => {
              setDrafting(false);
              void reload();
            }}
          />
        )}
        {writable && entry.body && (
          <GrantedFigures d={d} sheet={sheet} body={entry.body} onSaved={() => void reload()} />
        )}
        {!writable && (
          <Alert severity="info" sx={{ my: 2 }}>
            {translate('app.countForm.readOnly')}
          </Alert>
        )}
        {count === 0 ? (
          <Typography color="text.secondary" sx={{ my: 3 }}>
            {text('noSubjects')}
          </Typography>
        ) : (
          <SubjectGroups
            d={d}
            subjects={sheet.subjects}
            valuesOf={valuesOf}
            problems={problems}
            edited={entry.edited}
            onDevice={entry.onDevice}
            readOnly={!editable}
            onChange={change}
            reasons={entry.reasons}
          />
        )}
        {editable && open && count > 0 && (
          <Box sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 2 }}>
            <Button
              variant="contained"
              size="large"
              startIcon={<SaveIcon />}
              disabled={
                state === 'saving' ||
                state === 'loading' ||
                state === 'stale' ||
                entry.conflicts.length > 0
              }
              onClick={() => void save()}
            >
              {text(saved ? 'update' : 'save')}
            </Button>
          </Box>
        )}
      </Box>
    </>
  );
}
