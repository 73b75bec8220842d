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
    channels: {
      email: 'Send reminders by e-mail too',
      noEmail: 'Reminders come here only (messages): the server sends no e-mail.',
      emailOn: 'Reminders will come by e-mail too',
      emailOff: 'Reminders will come in messages only',
      failed: 'The choice was not saved. Please try again.',
    },
    push: {
      device: 'Show reminder notifications (push) on this device',
      on: 'Reminders will be pushed to this device',
      off: 'Reminders will not be pushed to this device',
      denied: 'The browser refused notifications: allow them in its settings.',
      unsupported: 'This browser has no push notifications; reminders come here (messages).',
      failed: 'Push notifications could not be switched on. Please try again.',
      badEndpoint: 'This is not a push service address',
    },
    devMailbox: { title: 'Development mailbox (%{count})', empty: 'No e-mail has been sent yet.' },
    email: {
      open: 'Open to enter: %{url}',
      footer:
        'Sent automatically by Sampark Nond. To stop these e-mails, turn them off on your profile.',
    },
    reminder: {
      title: '%{form}: %{period} still to be submitted',
      body: '%{place}: enter and submit %{form} for %{period}.',
    },
    digest: {
      title: '%{form}: %{period} — %{count} places pending',
      body: 'Places that have not submitted %{form} for %{period}: %{places}.',
    },
  },
  jobs: {
    title: 'Background jobs',
    note: 'Every server takes jobs from one shared list; a failed job is tried again a little later.',
    all: 'All (%{n})',
    states: { queued: 'Queued', running: 'Running', failed: 'Failed', done: 'Done' },
    kinds: { reminder: 'Reminder', email: 'E-mail', push: 'Push notification' },
    column: {
      kind: 'Kind',
      key: 'Key',
      state: 'State',
      attempts: 'Attempts',
      runAt: 'Run at',
      finishedAt: 'Finished',
      error: 'Error',
    },
    empty: 'No jobs in this state',
    loadFailed: 'The jobs could not be loaded. Please try again.',
    refresh: 'Reload',
    newest: 'The newest 100 jobs are shown',
  },
};
