import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { TargetQuery } from '../../dataProvider/targets';
import {
  targetColumns,
  targetWorkbookRows,
  type TargetHeadings,
  type TargetSheet,
} from '../../domain/engine';
import { plainSheet, sheetFileName } from '../../domain/export';
import { DownloadButton } from '../../shared/exports';
import { UploadFlow } from '../../shared/upload/UploadFlow';
import { useUploadSteps } from '../../shared/upload/useUploadSteps';
import { useTargetWorkbook } from './useTargetWorkbook';

const T = 'app.target.upload';

/**
 * The targets of the places on screen from a workbook (issue 49 §1): the sheet as it is now to
 * fill in Excel, the filled file checked row by row and by the server's dry run, then every row
 * kept — or after a confirmation only the good ones, the others written back into the file.
 */
export function TargetsUpload(props: {
  query: TargetQuery;
  sheet: TargetSheet;
  title: string;
  labelOf(field: string): string;
  onUploaded(): void;
}) {
  const { query, sheet, title, labelOf } = props;
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const headings = useMemo<TargetHeadings>(
    () => ({
      placeId: translate(`${T}.placeId`),
      placeName: translate('app.target.place'),
      fields: Object.fromEntries(sheet.fields.map((f) => [f, labelOf(f)])),
    }),
    [sheet, labelOf, translate],
  );
  const workbook = useTargetWorkbook(query, sheet, headings);
  const { read } = workbook;
  const steps = useUploadSteps({
    file: workbook.file,
    problem: workbook.problem,
    total: read?.total,
    warnings: read?.warnings ?? [],
    choose: workbook.choose,
    clear: workbook.clear,
    // the good rows only ever: "upload" refuses while a row is wrong
    store: async () => {
      const rows = read?.rows ?? [];
      await dataProvider.setTargets(
        query,
        rows.flatMap((r) => r.cells),
      );
      return { count: rows.length };
    },
    refusedRows: () => null,
    onUploaded: props.onUploaded,
  });
  return (
    <UploadFlow
      before={
        <>
          <Typography variant="h6" component="h2">
            {translate(`${T}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.note`)}
          </Typography>
          <div>
            <DownloadButton
              labelKey={`${T}.template`}
              fileName={sheetFileName(title, translate('app.target.title'))}
              build={() => plainSheet(targetWorkbookRows(sheet, headings), title)}
            />
          </div>
        </>
      }
      file={workbook.file}
      progress={workbook.progress}
      problem={workbook.problem}
      parsed={read}
      check={workbook.check}
      steps={steps}
      dropLabel={translate(`${T}.drop`)}
      columnsOf={(header) => targetColumns(header, headings)}
    />
  );
}
