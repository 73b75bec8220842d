import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { mergeRowWarnings, type RowWarning } from '../../shared/upload/rowWarnings';

export interface UploadCheck {
  state: 'idle' | 'checking' | 'done' | 'failed';
  warnings: RowWarning[];
  /** Good rows repeating a live record of the area (by sheet row): a hint, never a block. */
  duplicates: { row: number; place: string }[];
}

const IDLE: UploadCheck = { state: 'idle', warnings: [], duplicates: [] };

/**
 * The server's dry run of a register's upload: as soon as the file is checked in the browser
 * its good rows go to the server, so every problem shows before anything is stored. The server
 * numbers the rows it was sent (index + 2); `sentRows` turns that back into sheet rows.
 */
export function useUploadCheck(
  resource: string,
  locationId: number,
  rows: Record<string, unknown>[],
  sentRows: readonly number[],
): UploadCheck {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [check, setCheck] = useState<UploadCheck>(IDLE);

  useEffect(() => {
    if (rows.length === 0) return setCheck(IDLE);
    let current = true;
    setCheck({ ...IDLE, state: 'checking' });
    dataProvider.checkRegisterUpload(resource, { locationId, rows }).then(
      ({ errors, duplicates }) =>
        current &&
        setCheck({
          state: 'done',
          duplicates: (duplicates ?? []).map((d) => ({
            row: sentRows[(d.row ?? 2) - 2] ?? d.row ?? 0,
            place: d.place,
          })),
          warnings: mergeRowWarnings(
            errors.map((e) => ({
              row: sentRows[(e.row ?? 2) - 2] ?? e.row ?? 0,
              messages: [e.message],
              fields: e.field ? [e.field] : [],
            })),
          ),
        }),
      () => current && setCheck({ ...IDLE, state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, resource, locationId, rows, sentRows]);

  return check;
}
