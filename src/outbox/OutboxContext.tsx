import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { OutboxEntry } from '../domain/engine/outbox';
import type { Outbox } from './outbox';

/** The app's one outbox (App.tsx); none in screens rendered without it (their tests). */
export const OutboxContext = createContext<Outbox | null>(null);

const NOTHING = { entries: [] as readonly OutboxEntry[], owner: null as number | null };
const noSubscription = () => () => undefined;

/** The outbox, and the signed-in user's saves on the device (re-rendered on every change). */
export function useOutbox() {
  const outbox = useContext(OutboxContext);
  const { entries, owner } = useSyncExternalStore(
    outbox?.subscribe ?? noSubscription,
    outbox?.snapshot ?? (() => NOTHING),
  );
  return { outbox, owner, entries: entries.filter((e) => e.owner === owner) };
}

/** How often waiting saves are tried while the app is open (each one's own pause still holds). */
export const FLUSH_EVERY_MS = 5_000;

/**
 * Inside the signed-in shell: tells the outbox who is signed in (sends only their saves, kept
 * across their sign-outs), sends what is due now, every few seconds, and when the link is back.
 */
export function useOutboxSending(userId: number | undefined) {
  const outbox = useContext(OutboxContext);
  useEffect(() => {
    if (!outbox || userId === undefined) return;
    outbox.setOwner(userId);
    const send = () => void outbox.flush();
    const online = () => void outbox.wake().then(send);
    send();
    const timer = setInterval(send, FLUSH_EVERY_MS);
    window.addEventListener('online', online);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', online);
      outbox.setOwner(null);
    };
  }, [outbox, userId]);
}

/** The shell's part that keeps the outbox sending for the signed-in user. */
export function OutboxSending({ userId }: { userId: number | undefined }) {
  useOutboxSending(userId);
  return null;
}
