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
    error: {
      reason: 'Please write a reason',
      open: 'This period is open; there is no need to ask for it to be reopened',
      waiting: 'A request for this period is already waiting for a decision',
      ownPlace: "Only the office above may grant your own office's request",
      decided: 'This request has already been decided',
    },
  },
};
