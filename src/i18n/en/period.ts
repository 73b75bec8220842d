/** English names of periods (`app.period.*`, src/domain/periods). */
export const periodEn = {
  period: {
    month: '%{month}, financial year %{year}',
    financialYear: 'Financial year %{year}',
    yearPart: '%{part}, financial year %{year}',
    gate: {
      open: 'Entry for this period is open.',
      openUntil: 'Entry for this period is open until %{date}.',
      reopened: 'This period was reopened: figures may be entered until %{date}.',
      window:
        'Entry for this period closed on %{date}. To change it, ask the office above to reopen the period.',
      expired:
        'Entry for this period closed on %{date}, when the days allowed after it ran out. To change it, ask the office above to reopen the period.',
      future: 'This period has not begun; its figures cannot be entered yet.',
      approved: 'These figures were approved by %{by} on %{date}; they can no longer be changed.',
    },
  },
  periodRequest: {
    ask: 'Ask to reopen',
    askTitle: 'Request to reopen this period',
    askNote:
      'The request goes to the office above. Once granted, figures may be entered until the day it sets.',
    reason: 'Reason',
    send: 'Send the request',
    sent: 'Request sent to the office above',
    failed: 'The request could not be sent, please try again',
    waiting: 'A request to reopen was sent to the office above; waiting for its decision.',
    refusedBecause: 'The last request was refused: %{reason}',
    title: 'Requests to reopen periods',
    askedBy: '%{name}, %{at}',
    grant: 'Open for 3 days',
    refuse: 'Refuse',
    refuseTitle: 'Why the request is refused',
    granted: 'Period reopened',
    refused: 'Request refused',
    decideFailed: 'The decision was not saved, please try again',
    error: {
      reason: 'Please write a reason',
      open: 'This period is open; there is no need to ask for it to be reopened',
      waiting: 'A request for this period is already waiting for a decision',
      ownPlace: "Only the office above may grant your own office's request",
      decided: 'This request has already been decided',
    },
  },
};
