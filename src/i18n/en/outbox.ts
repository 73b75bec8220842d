/** English texts of the device's outbox (`app.outbox.*`, issue 26). */
export const outboxEn = {
  outbox: {
    badge: '%{count} records on this phone — not sent yet',
    badgeAttention: '%{count} records need attention',
    queued: 'No connection: the information is kept on this phone and sent when the link is back',
    card: {
      waiting: 'On this phone — not sent yet',
      attention: 'Could not be sent — needs attention',
    },
    state: {
      waiting: 'Not sent yet',
      attention: 'Needs attention',
    },
    title: 'Records on this phone not sent yet',
    intro:
      'Figures saved on this phone that have not reached the server. They are sent by themselves, in the order saved, when the connection is back; closing the phone keeps them.',
    empty: 'Nothing on this phone is waiting to be sent',
    summary: '%{period} · %{count} records · saved %{date}',
    attempts: 'Tries: %{count}; again when the connection is back',
    sendNow: 'Send now',
    retry: 'Send again',
    keepMine: 'Send my figures',
    discard: 'Discard',
    discardTitle: 'Discard these %{count} records?',
    discardBody: 'These figures have not reached the server; discarded, they leave this phone too.',
    download: 'Download unsent figures (xlsx)',
    sheetName: 'Unsent',
    fileName: 'unsent_figures.xlsx',
    newRecord: 'New record',
    record: 'Record %{id}',
    reason: {
      conflict:
        'Someone else saved other figures meanwhile: %{names}. Choose to send yours or discard them',
    },
    col: {
      module: 'Information',
      place: 'Place',
      period: 'Period',
      subject: 'Unit / place',
      field: 'Field',
      value: 'Figure',
      state: 'State',
      savedAt: 'Saved',
    },
  },
  offline: {
    newVersion: 'A new version of the app is available',
    useNewVersion: 'Use the new version',
    fromDevice: 'No connection: this is the copy kept on this phone at %{date}',
  },
};
