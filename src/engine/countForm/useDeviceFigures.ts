import { useEffect, useMemo, useRef } from 'react';
import type { CountFormDeclaration, CountPeriodBody } from '../../domain/engine';
import { figuresOnDevice, type OutboxState } from '../../domain/engine/outbox';
import { useOutbox } from '../../outbox/OutboxContext';

const NONE = new Map<number, { values: Record<string, unknown>; state: OutboxState }>();

/**
 * The figures of the sheet's place and period saved on this device and not yet on the server
 * (issue 26): shown in their cards with their state; `onSent` runs when some have been sent.
 */
export function useDeviceFigures(
  d: CountFormDeclaration,
  at: CountPeriodBody | null,
  onSent: () => void,
) {
  const { owner, entries } = useOutbox();
  const figures = useMemo(
    () =>
      at && owner !== null ? figuresOnDevice(entries, owner, { module: d.name, body: at }) : NONE,
    [entries, owner, at, d.name],
  );
  const before = useRef(figures.size);
  const sent = useRef(onSent);
  sent.current = onSent;
  useEffect(() => {
    if (figures.size < before.current) sent.current();
    before.current = figures.size;
  }, [figures.size]);
  return figures;
}
