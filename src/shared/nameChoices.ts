/** A select's choice whose stored value is the name itself (reference lists, spec §3). */
export interface Choice {
  id: string;
  name: string;
}

/** Names as select choices. */
export const nameChoices = (names: readonly string[]): Choice[] =>
  names.map((name) => ({ id: name, name }));

/** The choices plus the stored value when it is not among them (lists not loaded, or renamed). */
export function withCurrent(choices: Choice[], value: unknown): Choice[] {
  const current = typeof value === 'string' ? value : '';
  return !current || choices.some((c) => c.id === current)
    ? choices
    : [...choices, { id: current, name: current }];
}
