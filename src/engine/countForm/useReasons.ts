import { useState } from 'react';
import { REASON_KEYS, type ReasonAsk } from '../../domain/checks';

type Row = { row?: number; key?: string; args?: Record<string, unknown> };
type Reasons = Record<string, string>;

/**
 * The reasons a save asks for (issue 48 §1): the server names each warning a record's figures
 * break; its card then asks why, and the next save sends the answers with the record.
 */
export function useReasons() {
  const [asked, setAsked] = useState<Map<number, ReasonAsk[]>>(new Map());
  const [given, setGiven] = useState<Map<number, Reasons>>(new Map());

  /** From a refusal's rows: the warnings each record needs a reason for (none: nothing asked). */
  const askFrom = (rows: readonly Row[]) => {
    const next = new Map<number, ReasonAsk[]>();
    for (const r of rows) {
      if (!r.row || !r.key || !REASON_KEYS.includes(r.key)) continue;
      const ask = { code: String(r.args?.code ?? ''), check: String(r.args?.check ?? '') };
      next.set(r.row, [...(next.get(r.row) ?? []).filter((a) => a.code !== ask.code), ask]);
    }
    setAsked(next);
  };
  const give = (subjectId: number, code: string, reason: string) =>
    setGiven((all) => new Map(all).set(subjectId, { ...all.get(subjectId), [code]: reason }));
  /** The reasons to send with a record: those its card asked for. */
  const reasonsOf = (subjectId: number): Reasons | undefined => {
    const asks = asked.get(subjectId);
    const own = given.get(subjectId);
    if (!asks || !own) return undefined;
    return Object.fromEntries(asks.filter((a) => own[a.code]).map((a) => [a.code, own[a.code]!]));
  };
  const clear = () => {
    setAsked(new Map());
    setGiven(new Map());
  };
  return { asked, given, askFrom, give, reasonsOf, clear };
}
