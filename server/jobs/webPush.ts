import { sql, type Kysely, type Transaction } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Who the push services may contact about our pushes (VAPID `sub`). */
const CONTACT = 'mailto:noreply@sampark-nond.invalid';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID keys: read, or made and kept at the first call. Two instances making
 * them at once both insert; the first commit wins and both read that one.
 */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  await sql`
    insert into vapid_key (id, public_key, private_key)
    values (1, ${made.publicKey}, ${made.privateKey})
    on conflict (id) do nothing`.execute(db);
  const { rows } = await sql<{ publicKey: string; privateKey: string }>`
    select public_key as "publicKey", private_key as "privateKey" from vapid_key`.execute(db);
  return rows[0]!;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push to a device came to: sent, or the device is gone (its subscription ended). */
export type PushOutcome = 'sent' | 'gone';

/**
 * The push services a device's subscription may name (the browsers' own): the server posts to
 * the endpoint a client gave, so any other address is refused — it would let a client make the
 * server call into its network. `extra` names more hosts (tests' local endpoint, on loopback).
 */
const PUSH_SERVICES = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /\.notify\.windows\.com$/,
  /^web\.push\.apple\.com$/,
];

export function isPushEndpoint(endpoint: string, extra: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extra.includes(url.host)) return true;
  return url.protocol === 'https:' && PUSH_SERVICES.some((host) => host.test(url.hostname));
}

/**
 * Sends one encrypted message to one device (web-push makes the request: encryption and the
 * VAPID signature; fetch sends it). Throws on a failure worth retrying.
 */
export async function sendPush(
  keys: VapidKeys,
  target: PushTarget,
  message: object,
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    { vapidDetails: { subject: CONTACT, ...keys }, TTL: 24 * 60 * 60, urgency: 'normal' },
  );
  const answer = await fetch(request.endpoint, {
    method: 'POST',
    headers: request.headers as Record<string, string>,
    body: request.body,
    signal: AbortSignal.timeout(10_000),
  });
  if (answer.status === 404 || answer.status === 410) return 'gone';
  if (!answer.ok) throw new Error(`push service answered ${answer.status}`);
  return 'sent';
}
