import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** How much of a long report has arrived (it is fetched a page at a time). */
export function ReportProgress({
  texts,
  progress,
}: {
  /** The texts' key prefix (`<texts>.progress`, `<texts>.wait`). */
  texts: string;
  progress: { done: number; total: number } | null;
}) {
  const translate = useTranslate();
  const label = progress ? translate(`${texts}.progress`, progress) : translate(`${texts}.wait`);
  return (
    <div>
      <LinearProgress
        aria-label={label}
        variant={progress && progress.total > 0 ? 'determinate' : 'indeterminate'}
        value={progress && progress.total > 0 ? (100 * progress.done) / progress.total : undefined}
      />
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 0.5 }}>
        {label}
      </Typography>
    </div>
  );
}
