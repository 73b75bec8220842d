import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { AppPermissions } from '../../domain';
import { NOTE_STATUSES, type CheckItem, type NoteStatus } from '../../domain/checks';
import type { CountFormDeclaration } from '../../domain/engine';
import { plainSheet } from '../../domain/export';
import { FindButton, PickPlaceAlert } from '../../engine/report/FindButton';
import { DownloadButton } from '../../shared/exports';
import { FormPeriodFields, useCountForms, useFormPeriod } from '../../shared/formPeriod';
import { GeoPickerButton, useSelectedPlace } from '../../shared/geo-picker';
import { PageLoading } from '../../shared/PageLoading';
import { useApiCall } from '../../shared/useApiCall';
import { CHECK_COLUMNS, CheckItemsTable } from './CheckItemsTable';

const T = 'app.check.review';
type Shown = 'all' | NoteStatus;

/** Forms with checks. */
const withChecks = (d: CountFormDeclaration) => Boolean(d.checks?.length);

const statusOf = (item: CheckItem): NoteStatus => item.note?.status ?? 'open';

/** The items of one child place each, in the order the server gave them. */
function byChild(items: readonly CheckItem[]) {
  const groups = new Map<number, CheckItem[]>();
  for (const item of items) groups.set(item.childId, [...(groups.get(item.childId) ?? []), item]);
  return [...groups.values()];
}

/**
 * /checks, तपासणी (issue 48 §2): for a count form, its period and a place, every record below
 * that breaks a check or was saved with a reason, by child place; the office above comments on
 * each and marks it to follow up or done; printed, or downloaded as an .xlsx.
 */
export function CheckReviewPage({ today = new Date() }: { today?: Date }) {
  const translate = useTranslate();
  const forms = useCountForms(withChecks);
  const { permissions } = usePermissions<AppPermissions>();
  const { place, ready } = useSelectedPlace();
  const chosen = useFormPeriod(forms, today);
  const [asked, setAsked] = useState<Record<string, string | number> | null>(null);
  const [shown, setShown] = useState<Shown>('all');
  const find = () => {
    const period = chosen.body();
    if (!chosen.d || !place || !period) return;
    setAsked({ module: chosen.d.name, placeId: place.location_id, ...period });
  };
  const { state, reload } = useApiCall(
    (dp) =>
      asked
        ? dp.getCheckReview(asked as Parameters<typeof dp.getCheckReview>[0])
        : Promise.resolve({ items: [] as CheckItem[] }),
    JSON.stringify(asked),
  );
  const items =
    state.status === 'ready'
      ? state.data.items.filter((i) => shown === 'all' || statusOf(i) === shown)
      : [];
  const { module: _module, placeId: _placeId, ...period } = asked ?? {};
  void [_module, _placeId];
  const sheet = () =>
    plainSheet(
      [
        [
          translate('app.check.review.title'),
          ...CHECK_COLUMNS.map((c) => translate(`${T}.column.${c}`)),
        ],
        ...items.map((i) => [
          i.childName,
          i.subjectName,
          i.placeName,
          i.checkText,
          translate(`${T}.importance.${i.importance}`),
          i.reason ?? '',
          i.note ? `${translate(`${T}.${i.note.status}`)}: ${i.note.comment}` : '',
        ]),
      ],
      translate(`${T}.title`),
    );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate(`${T}.title`)} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate(`${T}.note`)}
      </Typography>
      {forms.length === 0 ? (
        <Alert severity="info">{translate(`${T}.noForms`)}</Alert>
      ) : (
        <Stack
          direction="row"
          data-print="hide"
          sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
        >
          <FormPeriodFields
            forms={forms}
            chosen={chosen}
            today={today}
            label={translate(`${T}.form`)}
          />
          <GeoPickerButton />
          <FindButton disabled={!ready || !place} onClick={find} />
        </Stack>
      )}
      {!place && <PickPlaceAlert />}
      {asked && state.status === 'loading' && <PageLoading />}
      {asked && state.status === 'failed' && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={<Button onClick={reload}>{translate(`${T}.retry`)}</Button>}
        >
          {translate(`${T}.loadFailed`)}
        </Alert>
      )}
      {asked && state.status === 'ready' && (
        <>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ my: 2 }} data-print="hide">
            <ToggleButtonGroup
              size="small"
              exclusive
              value={shown}
              onChange={(_, next: Shown | null) => next && setShown(next)}
              aria-label={translate(`${T}.show`)}
            >
              {(['all', ...NOTE_STATUSES] as const).map((s) => (
                <ToggleButton key={s} value={s}>
                  {translate(`${T}.${s}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Typography sx={{ flexGrow: 1 }}>
              {translate(`${T}.count`, { count: items.length })}
            </Typography>
            <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
              {translate(`${T}.print`)}
            </Button>
            <DownloadButton
              build={sheet}
              fileName={`${translate(`${T}.fileName`)}.xlsx`}
              disabled={!items.length}
            />
          </Stack>
          {items.length === 0 ? (
            <Alert severity="info">{translate(`${T}.empty`)}</Alert>
          ) : (
            byChild(items).map((group) => (
              <Box key={group[0]!.childId} component="section" sx={{ mb: 3 }}>
                <Typography variant="h6" component="h2">
                  {group[0]!.childName}
                </Typography>
                <CheckItemsTable
                  items={group}
                  period={period}
                  writable={Boolean(permissions?.writeallowed)}
                  onSaved={reload}
                />
              </Box>
            ))
          )}
        </>
      )}
    </Box>
  );
}
