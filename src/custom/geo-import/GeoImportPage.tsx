import { AdminRefusal } from '../../shared/AdminRefusal';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, Title, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { AppPermissions } from '../../domain';
import type { GeoImportAnswer } from '../../domain/geoImport';
import { GEO_SHEET_COLUMNS } from '../../domain/geoSheet';
import { plainSheet } from '../../domain/export';
import { downloadWorkbook } from '../../shared/exports/downloadWorkbook';
import { downloadGeoErrors } from './geoErrorFile';
import { useGeoImport } from './useGeoImport';

const T = 'app.geoImport';

/** Route /geo/import (admins): the organisation's geography from a sheet (issue 27). */
export function GeoImportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = usePermissions<AppPermissions>();
  const { state, sheet, choose, store } = useGeoImport();
  const [asking, setAsking] = useState(false);
  const summary = (a: GeoImportAnswer) => translate(`${T}.summary`, a.summary);
  if (permissions && !permissions.admin) return <AdminRefusal message={`${T}.adminOnly`} />;
  const problems = state.step === 'problems' ? state.problems : [];
  const rowOf = (i: number) => sheet?.sheetRows[i] ?? i + 2;
  const downloadErrors = () => {
    if (!sheet) return;
    void downloadGeoErrors(sheet, problems, translate).catch(() =>
      notify(`${T}.errorFileFailed`, { type: 'error' }),
    );
  };
  const busy = ['reading', 'checking', 'importing'].includes(state.step);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={`${T}.title`} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(`${T}.intro`)}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() =>
            void downloadWorkbook(
              plainSheet([GEO_SHEET_COLUMNS.map((c) => c.header)], 'ठिकाणे'),
              translate(`${T}.templateFile`),
            )
          }
        >
          {translate(`${T}.template`)}
        </Button>
        <Button
          variant="contained"
          component="label"
          startIcon={<UploadFileIcon />}
          disabled={busy}
        >
          {translate(`${T}.choose`)}
          <input
            hidden
            type="file"
            accept=".xlsx,.xls,.csv"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void choose(file);
            }}
          />
        </Button>
      </Stack>
      {busy && (
        <Box role="status">
          <Typography variant="body2">{translate(`${T}.${state.step}`)}</Typography>
          <LinearProgress />
        </Box>
      )}
      {state.step === 'failed' && <Alert severity="error">{state.message}</Alert>}
      {state.step === 'problems' && (
        <Alert
          severity="error"
          action={<Button onClick={downloadErrors}>{translate(`${T}.errorFile`)}</Button>}
        >
          {translate(`${T}.problems`, { count: new Set(problems.map((p) => p.row)).size })}
          <ul>
            {problems.slice(0, 50).map((p, i) => (
              <li key={i}>
                {translate(`${T}.row`, { row: rowOf(p.row), message: translate(p.key) })}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {state.step === 'ready' && (
        <Alert
          severity="info"
          action={
            <Button variant="contained" onClick={() => setAsking(true)}>
              {translate(`${T}.import`)}
            </Button>
          }
        >
          {summary(state.answer)}
        </Alert>
      )}
      {state.step === 'done' && (
        <Alert severity="success">
          {translate(`${T}.done`, { summary: summary(state.answer) })}
        </Alert>
      )}
      <Confirm
        isOpen={asking && state.step === 'ready'}
        title={`${T}.confirmTitle`}
        content={
          state.step === 'ready'
            ? translate(`${T}.confirm`, { summary: summary(state.answer) })
            : ''
        }
        onConfirm={() => {
          setAsking(false);
          void store();
        }}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
