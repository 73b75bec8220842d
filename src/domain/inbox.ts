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

/** The channels a person's reminders take besides the inbox (issue 47). */
export interface ReminderChannels {
  email: boolean;
  /** The server sends e-mail at all (an SMTP server is set). */
  emailAvailable: boolean;
}
