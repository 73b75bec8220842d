import type { InboxMessage, ReminderChannels } from '../domain/inbox';
import type { ApiCall } from './apiCall';

export type { InboxMessage, ReminderChannels };

export interface InboxMethods {
  /** GET /inbox: my messages, newest first, and how many are unread. */
  getInbox(): Promise<{ unread: number; items: InboxMessage[] }>;
  /** PUT /inbox/:id/read. */
  markMessageRead(id: number): Promise<{ id: number; readAt: string }>;
  /** GET /inbox/channels: whether my reminders come by e-mail too, and whether the server mails. */
  getReminderChannels(): Promise<ReminderChannels>;
  /** PUT /inbox/channels. */
  setReminderChannels(choice: { email: boolean }): Promise<ReminderChannels>;
  /** GET /push/key: the server's public VAPID key. */
  getPushKey(): Promise<{ publicKey: string }>;
  /** POST /push/subscriptions: reminders pushed to this device. */
  subscribePush(subscription: PushSubscriptionJSON): Promise<unknown>;
  /** DELETE /push/subscriptions: no more pushes to this device. */
  unsubscribePush(endpoint: string): Promise<unknown>;
}

export const inboxMethods = (call: ApiCall): InboxMethods => ({
  getInbox: () => call('/inbox'),
  markMessageRead: (id) => call(`/inbox/${id}/read`, 'PUT', {}),
  getReminderChannels: () => call('/inbox/channels'),
  setReminderChannels: (choice) => call('/inbox/channels', 'PUT', choice),
  getPushKey: () => call('/push/key'),
  subscribePush: ({ endpoint, keys }) => call('/push/subscriptions', 'POST', { endpoint, keys }),
  unsubscribePush: (endpoint) => call('/push/subscriptions', 'DELETE', { endpoint }),
});
