/**
 * What a count form's records are about (its `subject`), as data: one table says how subjects
 * are grouped and named on the entry screen, whether they show a sub-type's inputs, whether they
 * must be active in the period, whether a save locks them, whether a place holds its own
 * records in roll-ups, and what a report counts them against. The server's half (how they are
 * listed, checked and locked in SQL) is `server/engine/services/subjectSources.ts`, keyed the same way.
 */
export interface SubjectKind {
  /** The card groups subjects under their own place (a unit's village) or its parent. */
  groupedUnder: 'ownPlace' | 'parent';
  /** The subject's own name (a unit's) or its place's label. */
  namedBy: 'own' | 'place';
  /** Shows only the inputs of its sub-type (DESIGN §7). */
  hasSubType: boolean;
  /** Must be designated in the period's month (or already hold a record) to be entered. */
  activeInPeriod: boolean;
  /** Share-locked by a save, so a move or delete waits for it (issue 17). */
  lockedOnSave: boolean;
  /** A place of the form's own levels holds its records itself (its roll-up is its own row). */
  ownRowAtPlaceLevels: boolean;
  /** What a roll-up report counts subjects against: designated units, or places. */
  eligible: 'designatedUnits' | 'places';
  /** Its village's register tells whether a figure is plausible (issue 15). */
  volunteersMeasure: boolean;
}

export const SUBJECT_KINDS = {
  unit: {
    groupedUnder: 'ownPlace',
    namedBy: 'own',
    hasSubType: true,
    activeInPeriod: true,
    lockedOnSave: true,
    ownRowAtPlaceLevels: false,
    eligible: 'designatedUnits',
    volunteersMeasure: true,
  },
  place: {
    groupedUnder: 'parent',
    namedBy: 'place',
    hasSubType: false,
    activeInPeriod: false,
    lockedOnSave: false,
    ownRowAtPlaceLevels: true,
    eligible: 'places',
    volunteersMeasure: false,
  },
} as const satisfies Record<string, SubjectKind>;

export type SubjectKindName = keyof typeof SUBJECT_KINDS;

export const subjectKindOf = (d: { subject: SubjectKindName }): SubjectKind =>
  SUBJECT_KINDS[d.subject];

export const isSubjectKind = (name: string): name is SubjectKindName =>
  Object.hasOwn(SUBJECT_KINDS, name);
