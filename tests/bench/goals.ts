// Each benchmark goal with its verdict and figures, printed where it is measured and again
// together at the end of a run, so a reader checks every goal from one output.
import { loadavg } from 'node:os';

export interface GoalResult {
  name: string;
  met: boolean;
  figures: string;
}

const results: GoalResult[] = [];

/** Records and prints one goal: `goal met    <name>: <figures>` (or MISSED). */
export function goal(name: string, met: boolean, figures: string): GoalResult {
  const result = { name, met, figures };
  results.push(result);
  console.log(`goal ${met ? 'met   ' : 'MISSED'} ${name}: ${figures}`);
  return result;
}

/** `a / b` as a ratio with two decimals, e.g. "1.42×". */
export const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

/** The machine's load, printed beside timings: ratios hold on a busy machine, times do not. */
export const loadLine = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/** Every goal of the run, met first or not, with a count. */
export function printGoals(title = 'Goals'): void {
  if (results.length === 0) return;
  console.log(`\n${title} (${loadLine()})`);
  for (const r of results) {
    console.log(`  ${r.met ? 'met   ' : 'MISSED'} ${r.name}: ${r.figures}`);
  }
  const met = results.filter((r) => r.met).length;
  console.log(`  ${met} of ${results.length} goals met`);
}
