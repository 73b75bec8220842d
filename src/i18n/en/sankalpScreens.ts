import type { sankalpScreensMr } from '../mr/sankalpScreens';

/** English texts of the unit and status screens (same keys as Marathi). */
export const sankalpScreensEn: typeof sankalpScreensMr = {
  sankalpScreens: {
    name: 'Units',
    validation: {
      subTypeOfType: 'The sub-type does not belong to this type',
      invalidDate: 'Not a valid date',
    },
    status: {
      title: 'Current status',
      current: 'Current status',
      since: 'since %{date}',
      history: 'Status history',
      noHistory: 'No history available',
      change: 'Change status',
      newStatus: 'New status',
      effectiveDate: 'Effective date',
      reason: 'Reason',
      changedBy: 'Changed by',
      changedAt: 'Changed on',
      created: 'Unit registered',
      save: 'Save status',
      saved: 'Status changed',
      failed: 'The status could not be changed',
      futureDate: 'The date cannot be in the future',
      sameStatus: 'This is already the current status',
    },
  },
};
