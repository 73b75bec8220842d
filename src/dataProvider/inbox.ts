import type { InboxMessage } from '../domain/inbox';
import type { ApiCall } from './apiCall';

export type { InboxMessage };

export interface InboxMethods {
  /** GET /inbox: my messages, newest first, and how many are unread. */
  getInbox(): Promise<{ unread: number; items: InboxMessage[] }>;
  /** PUT /inbox/:id/read. */
  markMessageRead(id: number): Promise<{ id: number; readAt: string }>;
}

export const inboxMethods = (call: ApiCall): InboxMethods => ({
  getInbox: () => call('/inbox'),
  markMessageRead: (id) => call(`/inbox/${id}/read`, 'PUT', {}),
});
