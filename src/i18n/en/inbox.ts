/** English texts of the in-app inbox and its reminders (`app.inbox.*`, issue 47). */
export const inboxEn = {
  inbox: {
    title: 'Messages',
    bell: 'Messages: %{count} unread',
    empty: 'No new messages',
    loadFailed: 'The messages could not be loaded. Try again.',
    retry: 'Try again',
    open: 'Open',
    markRead: 'Read',
    unread: 'Unread',
    reminder: {
      title: '%{form}: %{period} still to be submitted',
      body: '%{place}: enter and submit %{form} for %{period}.',
    },
    digest: {
      title: '%{form}: %{period} — %{count} places pending',
      body: 'Places that have not submitted %{form} for %{period}: %{places}.',
    },
  },
};
