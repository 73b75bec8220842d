import { ALL_LEVELS, LEVEL } from '../../levels';

/** Spec §5 "Place rules": volunteers are entered only at a village or a settlement. */
export const VOLUNTEER_ENTRY_LEVELS: readonly number[] = [LEVEL.GAON, LEVEL.VASTI];

export const canEnterVolunteersAt = (levelId: number): boolean =>
  VOLUNTEER_ENTRY_LEVELS.includes(levelId);

/** Listing and reports refuse the two top levels (too many volunteers to be useful). */
export const VOLUNTEER_LIST_LEVELS: readonly number[] = ALL_LEVELS.filter(
  (level) => level !== LEVEL.PRANT && level !== LEVEL.VIBHAG,
);

export const canListVolunteersAt = (levelId: number): boolean =>
  VOLUNTEER_LIST_LEVELS.includes(levelId);

/** The server's messages for these rules (spec §8); the client shows its Marathi texts. */
export const VOLUNTEER_API_MESSAGE = {
  WRONG_ENTRY_LEVEL: 'Swayamsevak can only be entered at village/settlement level',
  TOO_WIDE: 'please select a more precise place',
  SUBMISSION_FAILED: 'submision failed',
  UPDATED: 'Users updated successfully.',
  DELETED: 'Users deleted successfully.',
  ADDED: 'Users added successfully.',
} as const;

/**
 * The volunteer list and report are always answered a page at a time (issue 17): 50 rows when
 * a screen pages, at most 1 000 in one answer (an export asks page after page).
 */
export const VOLUNTEER_PAGE = { rows: 50, max: 1000 } as const;
