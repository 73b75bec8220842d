import type { SaveConflict } from '../../src/domain/engine';

/**
 * A conflict as a count-form save answers it (issue 26): unit 2 ("संकल्प 2") saved meanwhile by
 * the तालुका office with प्रौढ 4, at version 3; `yours` and the rest as the test needs.
 */
export const aConflict = (extra: Partial<SaveConflict> = {}): SaveConflict => ({
  subject_id: 2,
  name: 'संकल्प 2',
  yours: { praudh: 5 },
  theirs: { praudh: 4 },
  version: 3,
  saved_by: 'तालुका कार्यालय',
  saved_at: null,
  ...extra,
});
