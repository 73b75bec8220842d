import { MAX_REASON_LENGTH, type BrokenCheck, type CheckReasons } from './types';

/** A reason as kept: one line, trimmed; empty when none was given. */
export const reasonText = (reason: unknown): string =>
  typeof reason === 'string' ? reason.replace(/\s+/g, ' ').trim() : '';

/**
 * The warnings a save still needs a reason for (none given, or longer than a line), and the
 * reasons it keeps: only those of the warnings the record breaks now.
 */
export function reasonsFor(
  broken: readonly BrokenCheck[],
  given: CheckReasons | undefined,
): { missing: BrokenCheck[]; tooLong: BrokenCheck[]; kept: Record<string, string> } {
  const missing: BrokenCheck[] = [];
  const tooLong: BrokenCheck[] = [];
  const kept: Record<string, string> = {};
  for (const check of broken) {
    if (check.importance !== 'warn') continue;
    const reason = reasonText(given?.[check.message]);
    if (!reason) missing.push(check);
    else if (reason.length > MAX_REASON_LENGTH) tooLong.push(check);
    else kept[check.message] = reason;
  }
  return { missing, tooLong, kept };
}
