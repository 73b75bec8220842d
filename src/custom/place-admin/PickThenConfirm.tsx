import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { PlaceRef } from '../../domain';
import { placeRefusalKey } from '../../domain/placeAdmin';
import { GeoPickerDialog } from '../../shared/geo-picker/GeoPickerDialog';

/**
 * A change that needs a second place (a move's new parent, a merge's place kept): the place is
 * chosen in the picker among `levels`, then the change is confirmed; a refusal is told in
 * Marathi and the confirmation stays open.
 */
export function PickThenConfirm({
  levels,
  texts,
  run,
  onClose,
}: {
  levels: readonly number[];
  /** The confirmation's title, text and button, for the chosen place. */
  texts(target: PlaceRef): { title: string; content: string; confirm: string };
  run(target: PlaceRef): Promise<void>;
  onClose(): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [target, setTarget] = useState<PlaceRef | null>(null);
  const [busy, setBusy] = useState(false);

  if (!target)
    return <GeoPickerDialog selectableLevels={levels} onConfirm={setTarget} onCancel={onClose} />;

  const confirm = async () => {
    setBusy(true);
    try {
      await run(target);
    } catch (e) {
      notify(translate(placeRefusalKey(e)), { type: 'error' });
      setBusy(false);
    }
  };
  return (
    <Confirm
      isOpen
      loading={busy}
      {...texts(target)}
      onConfirm={confirm}
      onClose={() => (busy ? undefined : setTarget(null))}
    />
  );
}
