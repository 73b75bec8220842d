import type { ApiCall } from './apiCall';

/** One of the signed-in person's in-app messages (issue 47). */
export interface InboxMessage {
  id: number;
  title: string;
  body: string;
  /** The in-app path it opens (a month's entry). */
  link: string;
  createdAt: string;
  readAt: string | null;
}

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
