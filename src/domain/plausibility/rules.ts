/**
 * When a count looks like a slip of the finger (issue 15), as data: more than `ratio` times the
 * unit's median of its last `months` saved months and at least `minExcess` above it; a unit's
 * total above `volunteersRatio` times the volunteers registered at its village; शिशु at
 * `shishuMany` or more in a unit that never had any.
 */
export const PLAUSIBILITY = {
  months: 6,
  ratio: 3,
  minExcess: 20,
  volunteersRatio: 2,
  shishuMany: 10,
} as const;

export const PLAUSIBILITY_MESSAGE = {
  ABOVE_USUAL: 'app.plausibility.aboveUsual',
  ABOVE_VOLUNTEERS: 'app.plausibility.aboveVolunteers',
  SHISHU_SUDDEN: 'app.plausibility.shishuSudden',
  UNCONFIRMED: 'app.plausibility.unconfirmed',
} as const;

/** What a subject's past says: its last saved records (newest first) and its village's register. */
export interface FigureHistory {
  months: readonly Readonly<Record<string, unknown>>[];
  /** Live volunteers registered at the subject's village (null: not known or not a unit). */
  volunteers: number | null;
}

/**
 * A subject's history from its last records and its place's measure (a subject kind's
 * `placeMeasure`: the live volunteers of a unit's village; null where its kind has none).
 */
export const figureHistory = (
  months: FigureHistory['months'],
  measure: number | null,
): FigureHistory => ({ months, volunteers: measure });

/** A subject with no past records and no measure. */
export const NO_HISTORY: FigureHistory = figureHistory([], null);

/** A unit's history in the gathering: its last saved months. */
export interface UnusualFigure {
  field: string;
  key: string;
  args: Record<string, number>;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const numberIn = (values: Readonly<Record<string, unknown>>, field: string) => {
  const value = values[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/**
 * The figures of a record that look unusual against its history (any form): each of `fields`
 * against its median, the field `shishu` when it never had any, and `total` against the
 * village's register.
 */
export function unusualFigures(
  values: Readonly<Record<string, unknown>>,
  history: FigureHistory,
  fields: readonly string[],
  total: number,
): UnusualFigure[] {
  const P = PLAUSIBILITY;
  const past = history.months.slice(0, P.months);
  const flags: UnusualFigure[] = [];
  const neverShishu = past.length > 0 && past.every((m) => numberIn(m, 'shishu') === 0);
  for (const field of fields) {
    const value = numberIn(values, field);
    if (field === 'shishu' && neverShishu && value >= P.shishuMany) {
      flags.push({ field, key: PLAUSIBILITY_MESSAGE.SHISHU_SUDDEN, args: { value } });
      continue;
    }
    if (past.length === 0) continue;
    const usual = median(past.map((m) => numberIn(m, field)));
    if (value > P.ratio * usual && value - usual >= P.minExcess) {
      flags.push({ field, key: PLAUSIBILITY_MESSAGE.ABOVE_USUAL, args: { median: usual } });
    }
  }
  const { volunteers } = history;
  if (volunteers !== null && volunteers > 0 && total > P.volunteersRatio * volunteers) {
    flags.push({
      field: 'total',
      key: PLAUSIBILITY_MESSAGE.ABOVE_VOLUNTEERS,
      args: { volunteers },
    });
  }
  return flags;
}
