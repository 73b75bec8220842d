import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../dataProvider';
import { duplicateKey, type RegisterDeclaration } from '../domain/engine';

/** How long typing pauses before the form asks (one question per pause, not per key). */
const PAUSE_MS = 400;

/**
 * A register's duplicate check at entry (issue 23, `duplicates`): once the fields that mark a
 * likely duplicate are filled, the form says where a live record of the area repeats them — a
 * warning, never a block (the record being edited is left out).
 */
export function DuplicateWarning({ d }: { d: RegisterDeclaration }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const record = useRecordContext();
  const fields = d.duplicates ?? [];
  const watched = useWatch({ name: fields as string[] }) as unknown[];
  const values = Object.fromEntries(fields.map((f, i) => [f, watched[i]]));
  const key = duplicateKey(d, values)?.join('|') ?? null;
  const [places, setPlaces] = useState<string[]>([]);

  useEffect(() => {
    if (!key) return setPlaces([]);
    let current = true;
    const timer = setTimeout(() => {
      // a provider without the call (an older one) says nothing rather than failing the form
      Promise.resolve()
        .then(() =>
          dataProvider.findRegisterDuplicates(d.name, {
            values: Object.fromEntries(fields.map((f, i) => [f, String(watched[i] ?? '')])),
            ...(record?.id ? { excludeId: Number(record.id) } : {}),
          }),
        )
        .then(
          ({ duplicates }) => current && setPlaces(duplicates.map((x) => x.place)),
          () => current && setPlaces([]),
        );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // the key says when the watched values changed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, d.name, dataProvider, record?.id]);

  if (!places.length) return null;
  return (
    <Alert severity="warning" sx={{ my: 1 }} data-testid="duplicate-warning">
      {translate('app.entity.duplicate', { places: places.join(', ') })}
    </Alert>
  );
}
