import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { placeLabel, type PlaceRef } from '../../domain';
import { placeRefusalKey } from '../../domain/placeAdmin';

/** Closing a place from today (or reopening it), confirmed first. */
export function ClosePlaceDialog({
  place,
  close,
  onDone,
  onClose,
}: {
  place: PlaceRef;
  /** True to close, false to reopen. */
  close: boolean;
  onDone(): void;
  onClose(): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);
  const names = { place: placeLabel(place) };
  const run = async () => {
    setBusy(true);
    try {
      await (close
        ? dataProvider.closePlace(place.location_id)
        : dataProvider.reopenPlace(place.location_id));
      onDone();
    } catch (e) {
      notify(translate(placeRefusalKey(e), { place: names.place }), { type: 'error' });
      setBusy(false);
    }
  };
  return (
    <Confirm
      isOpen
      loading={busy}
      title={translate(`app.placeAdmin.${close ? 'closeTitle' : 'reopenTitle'}`, names)}
      content={translate(`app.placeAdmin.${close ? 'closeConfirm' : 'reopenConfirm'}`, names)}
      confirm={translate(`app.placeAdmin.${close ? 'closePlace' : 'reopenPlace'}`)}
      onConfirm={run}
      onClose={() => (busy ? undefined : onClose())}
    />
  );
}
