import type { InboxMethods } from '../dataProvider/inbox';

type PushCalls = Pick<InboxMethods, 'getPushKey' | 'subscribePush' | 'unsubscribePush'>;

/** Whether this browser can take pushes at all, and what the person allowed. */
export type PushSupport = 'unsupported' | 'denied' | 'ask' | 'granted';

export function pushSupport(): PushSupport {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    typeof window === 'undefined' ||
    !('PushManager' in window) ||
    typeof Notification === 'undefined'
  ) {
    return 'unsupported';
  }
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' ? 'granted' : 'ask';
}

/** A VAPID key as the push manager takes it (base64url → bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

async function registration() {
  return navigator.serviceWorker.getRegistration();
}

/** This device's subscription, if it has one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission, subscribes this device with the server's key and tells the server.
 * Resolves to what the person allowed ('granted' when on).
 */
export async function subscribeDevice(calls: PushCalls): Promise<PushSupport> {
  if (pushSupport() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'ask';
  const worker = (await registration()) ?? (await navigator.serviceWorker.ready);
  const { publicKey } = await calls.getPushKey();
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await calls.subscribePush(subscription.toJSON());
  return 'granted';
}

/** Ends this device's pushes: the server forgets it, then the browser (sign-out, switch off). */
export async function forgetDevice(calls: PushCalls): Promise<void> {
  const subscription = await deviceSubscription().catch(() => null);
  if (!subscription) return;
  await calls.unsubscribePush(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
