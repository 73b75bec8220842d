import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useEffect, useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ChangeFilters } from '../../dataProvider/changes';
import { parseTypedDay } from '../../domain/dates';
import { PageLoading } from '../../shared/PageLoading';
import { useSelectedPlace } from '../../shared/geo-picker';
import { RetryAlert } from '../../shared/RetryAlert';
import { useApiCall } from '../../shared/useApiCall';
import { ChangeLogFilters, type TrailFilters } from './ChangeLogFilters';
import { ChangeLogTable } from './ChangeLogTable';
import { useChangeDownload } from './useChangeDownload';

const T = 'app.changes';
const PAGE_SIZES = [25, 50, 100, 200];
const day = (v: string | null) => (v ? parseTypedDay(v) : undefined);

/** What was typed, settled: the person's name is asked for once typing pauses. */
function useSettled<V>(value: V, ms = 400): V {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * /changes, बदल नोंद (issue 48 §3): who changed what in the user's area — filtered by place,
 * module, person and days, a page at a time, and as an .xlsx. A record's page links here with
 * its module and id.
 */
export function ChangeLogPage() {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const { place } = useSelectedPlace();
  const recordId = search.get('recordId') ?? '';
  const [filters, setFilters] = useState<TrailFilters>(() => ({
    module: search.get('module') ?? '',
    person: '',
    from: null,
    to: null,
  }));
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(50);
  const person = useSettled(filters.person.trim());
  const from = day(filters.from);
  const to = day(filters.to);
  const datesWrong = !!from && !!to && from > to;

  const query: ChangeFilters = useMemo(
    () => ({
      placeId: place?.location_id,
      module: filters.module || undefined,
      recordId: recordId && filters.module ? recordId : undefined,
      person: person || undefined,
      from,
      to,
    }),
    [place?.location_id, filters.module, recordId, person, from, to],
  );
  const key = JSON.stringify([query, page, perPage, datesWrong]);
  const { state, reload } = useApiCall(
    (dp) =>
      datesWrong
        ? Promise.resolve({ data: [], total: 0 })
        : dp.getChanges({ ...query, page: page + 1, perPage }),
    key,
  );
  const { progress, download } = useChangeDownload(query);

  const change = (next: TrailFilters) => {
    setFilters(next);
    setPage(0);
  };
  const allRecords = () => {
    const next = new URLSearchParams(search);
    next.delete('recordId');
    setSearch(next, { replace: true });
    setPage(0);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate(`${T}.title`)} />
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate(`${T}.title`)}
        </Typography>
        <Button
          variant="contained"
          color="success"
          startIcon={<DownloadIcon />}
          disabled={progress !== null || state.status !== 'ready' || state.data.total === 0}
          onClick={() => void download()}
        >
          {translate(`${T}.download`)}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate(`${T}.note`)}
      </Typography>
      <ChangeLogFilters value={filters} onChange={change} datesWrong={datesWrong} />
      {query.recordId && (
        <Alert
          severity="info"
          sx={{ mt: 1 }}
          action={<Button onClick={allRecords}>{translate(`${T}.allRecords`)}</Button>}
        >
          {translate(`${T}.record`, { record: query.recordId })}
        </Alert>
      )}
      {progress && (
        <Box sx={{ mt: 1 }} role="status">
          <Typography variant="body2">{translate(`${T}.downloading`, progress)}</Typography>
          <LinearProgress
            variant={progress.total ? 'determinate' : 'indeterminate'}
            value={progress.total ? (100 * progress.done) / progress.total : 0}
          />
        </Box>
      )}
      {state.status === 'loading' && <PageLoading />}
      {state.status === 'failed' && (
        <RetryAlert text={`${T}.loadFailed`} retry={`${T}.retry`} onRetry={reload} />
      )}
      {state.status === 'ready' &&
        (state.data.total === 0 ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate(`${T}.empty`)}
          </Alert>
        ) : (
          <>
            <ChangeLogTable rows={state.data.data} />
            <TablePagination
              component="div"
              count={state.data.total}
              page={page}
              onPageChange={(_, next) => setPage(next)}
              rowsPerPage={perPage}
              rowsPerPageOptions={PAGE_SIZES}
              onRowsPerPageChange={(e) => {
                setPerPage(Number(e.target.value));
                setPage(0);
              }}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              labelDisplayedRows={({ from: offsetBegin, to: offsetEnd, count }) =>
                translate('ra.navigation.page_range_info', {
                  offsetBegin,
                  offsetEnd,
                  total: count,
                })
              }
            />
          </>
        ))}
    </Box>
  );
}
