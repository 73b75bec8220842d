import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, usePermissions, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { AppPermissions } from '../../domain';
import {
  CHECK_PAGE_SIZE,
  NOTE_STATUSES,
  type CheckItem,
  type CheckReviewAnswer,
  type NoteStatus,
} from '../../domain/checks';
import type { CountFormDeclaration } from '../../domain/engine';
import { plainSheet } from '../../domain/export';
import { DownloadButton } from '../../shared/exports';
import { FormPeriodTop, useCountForms, useFormPeriod } from '../../shared/formPeriod';
import { useSelectedPlace } from '../../shared/geo-picker';
import { useApiCall } from '../../shared/useApiCall';
import { CHECK_COLUMNS, CheckItemsTable } from './CheckItemsTable';
import { ChildCounts } from './ChildCounts';

const T = 'app.check.review';
const CHECK_COLUMNS_ALL = ['child', ...CHECK_COLUMNS] as const;
type Shown = 'all' | NoteStatus;

/** Forms with checks. */
const withChecks = (d: CountFormDeclaration) => Boolean(d.checks?.length);

const nothing: CheckReviewAnswer = { items: [], total: 0, children: [] };

/** The items of one child place each, in the order the server gave them. */
function byChild(items: readonly CheckItem[]) {
  const groups = new Map<number, CheckItem[]>();
  for (const item of items) groups.set(item.childId, [...(groups.get(item.childId) ?? []), item]);
  return [...groups.values()];
}

/**
 * /checks, तपासणी (issue 48 §2): for a count form, its period and a place, every record below
 * that breaks a check or was saved with a reason, by child place; the office above comments on
 * each and marks it to follow up or done; printed, or downloaded as an .xlsx. Every child's
 * counts head the page; the items come a page at a time, one child's or one status's on asking.
 */
export function CheckReviewPage({ today = new Date() }: { today?: Date }) {
  const translate = useTranslate();
  const forms = useCountForms(withChecks);
  const { permissions } = usePermissions<AppPermissions>();
  const { place } = useSelectedPlace();
  const chosen = useFormPeriod(forms, today);
  const [asked, setAsked] = useState<Record<string, string | number> | null>(null);
  const [shown, setShown] = useState<Shown>('all');
  const [child, setChild] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const dataProvider = useDataProvider<AppDataProvider>();
  const find = () => {
    const period = chosen.body();
    if (!chosen.d || !place || !period) return;
    setAsked({ module: chosen.d.name, placeId: place.location_id, ...period });
    setChild(null);
    setPage(0);
  };
  const view = {
    ...asked,
    ...(shown === 'all' ? {} : { status: shown }),
    ...(child === null ? {} : { childId: child }),
  } as Parameters<typeof dataProvider.getCheckReview>[0];
  const { state, reload } = useApiCall(
    (dp) =>
      asked
        ? dp.getCheckReview({ ...view, page: page + 1, perPage: CHECK_PAGE_SIZE })
        : Promise.resolve(nothing),
    JSON.stringify([view, page]),
  );
  const answer = state.status === 'ready' ? state.data : nothing;
  const { module: _module, placeId: _placeId, ...period } = asked ?? {};
  void [_module, _placeId];
  const show = (next: Shown) => {
    setShown(next);
    setPage(0);
  };
  const choose = (next: number | null) => {
    setChild(next);
    setPage(0);
  };
  // the file holds every item of the view, not the page: asked for whole
  const sheet = async () => {
    const { items } = await dataProvider.getCheckReview(view);
    return plainSheet(
      [
        CHECK_COLUMNS_ALL.map((c) => translate(`${T}.column.${c}`)),
        ...items.map((i: CheckItem) => [
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
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <FormPeriodTop
        words={T}
        note
        forms={forms}
        chosen={chosen}
        onFind={find}
        call={{ asked: Boolean(asked), status: state.status, reload }}
      />
      {asked && state.status === 'ready' && (
        <>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ my: 2 }} data-print="hide">
            <ToggleButtonGroup
              size="small"
              exclusive
              value={shown}
              onChange={(_, next: Shown | null) => next && show(next)}
              aria-label={translate(`${T}.show`)}
            >
              {(['all', ...NOTE_STATUSES] as const).map((s) => (
                <ToggleButton key={s} value={s}>
                  {translate(`${T}.${s}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Typography sx={{ flexGrow: 1 }}>
              {translate(`${T}.count`, { count: answer.total })}
            </Typography>
            <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
              {translate(`${T}.print`)}
            </Button>
            <DownloadButton
              build={sheet}
              fileName={`${translate(`${T}.fileName`)}.xlsx`}
              disabled={!answer.total}
            />
          </Stack>
          <ChildCounts counts={answer.children} chosen={child} onChoose={choose} />
          {answer.items.length === 0 ? (
            <Alert severity="info">{translate(`${T}.empty`)}</Alert>
          ) : (
            byChild(answer.items).map((group) => (
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
          {answer.total > CHECK_PAGE_SIZE && (
            <TablePagination
              component="div"
              data-print="hide"
              count={answer.total}
              page={page}
              rowsPerPage={CHECK_PAGE_SIZE}
              rowsPerPageOptions={[]}
              onPageChange={(_, next) => setPage(next)}
              labelDisplayedRows={({ from, to, count }) =>
                translate(`${T}.pageOf`, { from, to, count })
              }
            />
          )}
        </>
      )}
    </Box>
  );
}
