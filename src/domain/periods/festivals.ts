/**
 * The six festivals (DESIGN §10) and the month each falls in (for the units designated at the
 * festival); a festival's label is `app.entity.festival.<code>`.
 */
export const FESTIVALS = [
  { code: 'makarsankrant', month: 1 },
  { code: 'varshpratipada', month: 4 },
  { code: 'hindusamrajyadin', month: 6 },
  { code: 'gurupujan', month: 7 },
  { code: 'rakshabandhan', month: 8 },
  { code: 'vijayadashami', month: 10 },
] as const;

export type FestivalCode = (typeof FESTIVALS)[number]['code'];

export const festivalOf = (code: string) => FESTIVALS.find((f) => f.code === code);

/** The translation key of a preset's label: `app.entity.<key>.<value>` (e.g. a festival). */
export const presetLabelKey = (preset: Readonly<Record<string, string>>) => {
  const [key, value] = Object.entries(preset)[0] ?? ['', ''];
  return `app.entity.${key}.${value}`;
};
