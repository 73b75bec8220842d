/**
 * The moment the server takes as now. Production never moves it; a browser journey on a fixed
 * clock (issue 25) fixes it through the e2e-only `PUT /dev/clock` (server/routes/devClock.ts).
 */
let fixedAt: number | null = null;

export const clockNow = (): Date => (fixedAt === null ? new Date() : new Date(fixedAt));

export function fixClock(at: Date | null): void {
  fixedAt = at === null ? null : at.getTime();
}
