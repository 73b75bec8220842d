import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { CountFormDeclaration, CountPeriodBody, CountSheet } from '../../domain/engine';

const T = 'app.periodRequest';

const same = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.entries(b).every(([k, v]) => a[k] === v);

/**
 * Once a request that came with figures is granted, they are saved with one tap (issue 25,
 * point 4); nothing is offered when they are saved already.
 */
export function GrantedFigures({
  d,
  sheet,
  body,
  onSaved,
}: {
  d: CountFormDeclaration;
  sheet: CountSheet;
  body: CountPeriodBody;
  onSaved(): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [saving, setSaving] = useState(false);
  const figures = sheet.request?.status === 'granted' ? sheet.request.figures : null;
  if (sheet.gate?.status !== 'reopened' || !figures?.records.length) return null;
  const subjects = new Map(sheet.subjects.map((s) => [s.subject_id, s]));
  const waiting = figures.records.filter((r) => {
    const s = subjects.get(r.subject_id);
    return s && !same(s.values, r.values);
  });
  if (!waiting.length) return null;
  const save = async () => {
    setSaving(true);
    try {
      const records = waiting.map((r) => ({ ...r, version: subjects.get(r.subject_id)!.version }));
      await dataProvider.saveCountSheet(d.name, {
        ...body,
        records,
        confirmedUnusual: figures.confirmedUnusual,
      });
      notify(`${T}.figuresSaved`, { type: 'success' });
      onSaved();
    } catch {
      notify(`${T}.figuresFailed`, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Alert
      severity="success"
      sx={{ my: 2 }}
      action={
        <Button color="inherit" disabled={saving} onClick={() => void save()}>
          {translate(`${T}.saveFigures`)}
        </Button>
      }
    >
      {translate(`${T}.figuresWaiting`, { n: waiting.length })}
    </Alert>
  );
}
