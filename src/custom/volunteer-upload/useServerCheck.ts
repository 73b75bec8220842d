import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { VolunteerTexts } from '../../domain/volunteer';
import type { ParsedVolunteerFile } from './parseVolunteerFile';
import { serverRowWarnings, type RowWarning } from './rowWarnings';

/** A valid row that repeats a live volunteer of the area (a hint, never a block). */
export interface DuplicateNote {
  row: number;
  name: string;
  location: string;
}

export interface ServerCheck {
  state: 'idle' | 'checking' | 'done' | 'failed';
  warnings: RowWarning[];
  duplicates: DuplicateNote[];
}

const IDLE: ServerCheck = { state: 'idle', warnings: [], duplicates: [] };

/**
 * The dry run: as soon as a file is parsed its valid rows go to the server's check, so every
 * problem (the server's and the register's duplicates too) shows before anything is stored.
 */
export function useServerCheck(
  locationId: number,
  parsed: ParsedVolunteerFile | undefined,
  texts: VolunteerTexts,
): ServerCheck {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [check, setCheck] = useState<ServerCheck>(IDLE);

  useEffect(() => {
    if (!parsed || parsed.valid.length === 0) return setCheck(IDLE);
    let current = true;
    setCheck({ ...IDLE, state: 'checking' });
    dataProvider.checkVolunteers(locationId, parsed.valid).then(
      (answer) =>
        current &&
        setCheck({
          state: 'done',
          warnings: serverRowWarnings(answer.errors, texts, parsed.validRows),
          duplicates: answer.duplicates.map((d) => ({
            row: parsed.validRows[d.row - 2] ?? d.row,
            name: `${d.firstName} ${d.surname}`,
            location: d.location,
          })),
        }),
      () => current && setCheck({ ...IDLE, state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, locationId, parsed, texts]);

  return check;
}
