// Prints the time of each phase of .ci/run (reports/phases.tsv: name TAB seconds) and the total.
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
for (const [name, seconds] of rows) {
  total += Number(seconds);
  console.log(`${name.padEnd(width)}  ${clock(Number(seconds))}`);
}
console.log(
  `${'total'.padEnd(width)}  ${clock(total)}  (goal ≤ 25:00: ${total <= 1500 ? 'met' : 'missed'})`,
);
