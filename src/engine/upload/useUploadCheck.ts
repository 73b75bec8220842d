import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { issueText, type RegisterDeclaration } from '../../domain/engine';
import { mergeRowWarnings, type RowWarning } from '../../shared/upload/rowWarnings';
import type { UploadCalls, UploadProblem } from '../registerCalls';
import { useModuleWords } from '../useModuleWords';

export interface UploadCheck {
  state: 'idle' | 'checking' | 'done' | 'failed';
  warnings: RowWarning[];
  /** Good rows repeating a live record of the area, said by sheet row: a hint, never a block. */
  duplicates: { row: number; text: string }[];
}

const IDLE: UploadCheck = { state: 'idle', warnings: [], duplicates: [] };

/**
 * The server's problems with rows, by sheet row: the server numbers the rows it was sent
 * (index + 2), `sentRows` turns that back; a keyed problem is said in the person's language.
 */
export function useServerProblems(d: RegisterDeclaration) {
  const translate = useTranslate();
  return (problems: readonly UploadProblem[], sentRows: readonly number[]): RowWarning[] =>
    mergeRowWarnings(
      problems.map((e) => ({
        row: sentRows[(e.row ?? 2) - 2] ?? e.row ?? 0,
        messages: [
          e.key && e.field
            ? issueText(d, { field: e.field, key: e.key, args: e.args }, translate)
            : e.message,
        ],
        fields: e.field ? [e.field] : [],
      })),
    );
}

/**
 * The server's dry run of a register's upload: as soon as the file is checked in the browser
 * its good rows go to the server, so every problem shows before anything is stored.
 */
export function useUploadCheck(
  d: RegisterDeclaration,
  calls: UploadCalls,
  locationId: number,
  rows: Record<string, unknown>[],
  sentRows: readonly number[],
): UploadCheck {
  const { text } = useModuleWords(d.name);
  const problems = useServerProblems(d);
  const [check, setCheck] = useState<UploadCheck>(IDLE);

  useEffect(() => {
    if (rows.length === 0) return setCheck(IDLE);
    let current = true;
    setCheck({ ...IDLE, state: 'checking' });
    calls.check(locationId, rows).then(
      ({ errors, duplicates }) => {
        if (!current) return;
        setCheck({
          state: 'done',
          warnings: problems(errors, sentRows),
          duplicates: duplicates.map(({ row: sent, args }) => {
            const row = sentRows[(sent ?? 2) - 2] ?? sent ?? 0;
            return { row, text: text('upload.duplicate', { ...args, row }) };
          }),
        });
      },
      () => current && setCheck({ ...IDLE, state: 'failed' }),
    );
    return () => {
      current = false;
    };
    // the words and the problems' wording follow the language, not a new check
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [calls, locationId, rows, sentRows]);

  return check;
}
