import { formatDay } from '../dates';
import type { PeriodGate } from './policy';

/** What a period's gate says to the person: its translation key and arguments (days dd-mm-yyyy). */
export function gateMessage(gate: PeriodGate): { key: string; args: Record<string, string> } {
  const day = (iso: string | null) => (iso ? formatDay(iso) : '');
  switch (gate.status) {
    case 'open':
      return gate.closesOn
        ? { key: 'app.period.gate.openUntil', args: { date: day(gate.closesOn) } }
        : { key: 'app.period.gate.open', args: {} };
    case 'reopened':
      return { key: 'app.period.gate.reopened', args: { date: day(gate.until) } };
    case 'approved':
      return { key: 'app.period.gate.approved', args: { by: gate.by, date: day(gate.on) } };
    case 'closed':
      return { key: `app.period.gate.${gate.reason}`, args: { date: day(gate.since) } };
  }
}
