import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ReportProgress } from './ReportProgress';

export interface ReportCardProps {
  /** The texts' key prefix (`<texts>.cancel`, `<texts>.generate`, the progress's). */
  texts: string;
  busy: boolean;
  progress: { done: number; total: number } | null;
  /** Generating needs a place (and whatever else the report asks). */
  canGenerate: boolean;
  onCancel(): void;
  onGenerate(): void;
  /** The column chooser and the filters. */
  children: ReactNode;
}

/** A report's choices, its progress while it is fetched, and cancel / generate. */
export function ReportCard(props: ReportCardProps) {
  const { texts, busy, progress, canGenerate, onCancel, onGenerate, children } = props;
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={3}>
          {children}
          {busy && <ReportProgress texts={texts} progress={progress} />}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={onCancel} disabled={busy}>
              {translate(`${texts}.cancel`)}
            </Button>
            <Button variant="contained" disabled={!canGenerate || busy} onClick={onGenerate}>
              {translate(`${texts}.generate`)}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
