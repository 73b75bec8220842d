import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { useDownload } from '../shared/exports';
import { moduleNameKey, entitySheetRows, type RegisterDeclaration } from '../domain/engine';
import { plainSheet, sheetFileName } from '../domain/export';
import { fetchAllRecords } from './fetchAllRecords';

const T = 'app.entity.export';
const TEXTS = { done: `${T}.done`, failed: `${T}.failed`, empty: `${T}.empty` };

/**
 * Downloads every record the list shows (all pages, its filters and sort) as an .xlsx file
 * with Marathi headers, neutralised cells and a totals row of the summed fields.
 */
export function EntityExportButton({
  d,
  placeId,
  placeLabel,
}: {
  d: RegisterDeclaration;
  placeId: number;
  placeLabel: string;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { filterValues, sort, total } = useListContext();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const { download } = useDownload(TEXTS);
  const name = translate(moduleNameKey(d.name));

  const fetchAll = async () => {
    setProgress({ done: 0, total: total ?? 0 });
    const filter = { ...filterValues, location_id: placeId };
    const records = await fetchAllRecords(dataProvider, d.name, filter, sort, (done, all) =>
      setProgress({ done, total: all }),
    ).finally(() => setProgress(null));
    return records.length === 0 ? null : plainSheet(entitySheetRows(d, records, translate), name);
  };

  if (progress) {
    return (
      <Stack sx={{ minWidth: 200 }} role="status">
        <Typography variant="caption">{translate(`${T}.progress`, progress)}</Typography>
        <LinearProgress
          variant={progress.total ? 'determinate' : 'indeterminate'}
          value={progress.total ? (100 * progress.done) / progress.total : 0}
          aria-label={translate(`${T}.progress`, progress)}
        />
      </Stack>
    );
  }
  return (
    <Button
      startIcon={<DownloadIcon />}
      onClick={() => void download(fetchAll, sheetFileName(placeLabel, name))}
      disabled={!total}
    >
      {translate(`${T}.button`)}
    </Button>
  );
}
