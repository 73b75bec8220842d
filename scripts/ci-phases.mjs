// Prints the time of each phase of .ci/run (reports/phases.tsv: name TAB seconds [TAB part]) and
// the total.
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2];
const rows = existsSync(file)
  ? readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'))
  : [];
const clock = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
const width = Math.max(5, ...rows.map(([name]) => name.length));
console.log('\nphase'.padEnd(width + 1) + '  time');
let total = 0;
// a phase's sides that ran at once (written before it) are listed under it, not added again
let sides = [];
for (const [name, seconds, kind] of rows) {
  if (kind === 'part') {
    sides.push(`${name.padEnd(width)}  ${clock(Number(seconds))}`);
    continue;
  }
  total += Number(seconds);
  console.log(`${name.padEnd(width)}  ${clock(Number(seconds))}`);
  sides.forEach((line) => console.log(line));
  sides = [];
}
console.log(
  `${'total'.padEnd(width)}  ${clock(total)}  (goal ≤ 25:00: ${total <= 1500 ? 'met' : 'missed'})`,
);
