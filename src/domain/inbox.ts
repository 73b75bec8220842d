/** One of the signed-in person's in-app messages (issue 47), as `GET /inbox` answers it. */
export interface InboxMessage {
  id: number;
  title: string;
  body: string;
  /** The in-app path it opens (a period's entry screen). */
  link: string;
  createdAt: string;
  readAt: string | null;
}
