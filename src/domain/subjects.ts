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
  /**
   * The place measure (plugged in by a module) that tells whether a figure is plausible: a
   * unit's village's live volunteers (issue 15); none for a place.
   */
  placeMeasure: string | null;
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
    placeMeasure: 'volunteers',
  },
  place: {
    groupedUnder: 'parent',
    namedBy: 'place',
    hasSubType: false,
    activeInPeriod: false,
    lockedOnSave: false,
    ownRowAtPlaceLevels: true,
    eligible: 'places',
    placeMeasure: null,
  },
} as const satisfies Record<string, SubjectKind>;

export type SubjectKindName = keyof typeof SUBJECT_KINDS;

export const subjectKindOf = (d: { subject: SubjectKindName }): SubjectKind =>
  SUBJECT_KINDS[d.subject];

export const isSubjectKind = (name: string): name is SubjectKindName =>
  Object.hasOwn(SUBJECT_KINDS, name);

/**
 * A count subject's type and sub-type as every count call carries them: the spec's words for a
 * unit's (spec §3), which other clients read; a place has neither (null). The engine reads and
 * writes them only through these, and its own rows say `type_id` / `sub_type_id`.
 */
export interface SubjectTypeFields {
  ekak_type_id: number | null;
  ekak_sub_type_id: number | null;
}

export const subjectTypeFields = (
  typeId: number | null,
  subTypeId: number | null,
): SubjectTypeFields => ({ ekak_type_id: typeId, ekak_sub_type_id: subTypeId });

/** The subject's type, undefined for a place. */
export const subjectTypeOf = (s: SubjectTypeFields): number | undefined =>
  s.ekak_type_id ?? undefined;

/** The subject's sub-type (which inputs it shows, DESIGN §7), undefined for a place. */
export const subjectSubTypeOf = (s: Pick<SubjectTypeFields, 'ekak_sub_type_id'>) =>
  s.ekak_sub_type_id ?? undefined;
