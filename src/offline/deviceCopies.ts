/**
 * Copies of what entry needs, kept on the device (issue 26, point 2): the signed-in person's
 * profile and the entry sheets they opened, each under its owner's address, so the app opens
 * and a sheet shows with no network. A read that got no answer returns the kept copy with the
 * time it was kept; a refusal of the server never does (it is an answer).
 */
const PREFIX = 'ssm.copy.';
/** At most this many sheets per person; the oldest go first. */
export const SHEETS_KEPT = 30;

interface Kept<T> {
  at: number;
  value: T;
}

const noAnswer = (error: unknown) => typeof (error as { status?: unknown })?.status !== 'number';

function read<T>(key: string): Kept<T> | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as Kept<T> | null;
  } catch {
    return null;
  }
}

/** When each copy of an owner's kind was kept (its own small entry: no copy is parsed to prune). */
function keep(key: string, value: unknown, kind: string, owner: string) {
  try {
    const at = Date.now();
    localStorage.setItem(key, JSON.stringify({ at, value }));
    const indexKey = `${PREFIX}${owner}|${kind}`;
    const before = Object.entries(read<Record<string, number>>(indexKey)?.value ?? {});
    // the copy just kept first, then the others newest first
    const newest = [
      [key, at] as const,
      ...before.filter(([k]) => k !== key).sort((a, b) => b[1] - a[1]),
    ];
    newest.slice(SHEETS_KEPT).forEach(([k]) => localStorage.removeItem(k));
    localStorage.setItem(
      indexKey,
      JSON.stringify({ at, value: Object.fromEntries(newest.slice(0, SHEETS_KEPT)) }),
    );
  } catch {
    // a full storage: the copy is not kept, the answer still shown
  }
}

/**
 * `fetch` through the device's copy: its answer kept under the owner's address and `name`;
 * no answer at all → the kept copy and when it was kept (else the failure).
 */
export async function throughDeviceCopy<T>(
  owner: string | null | undefined,
  kind: string,
  name: string,
  fetch: () => Promise<T>,
): Promise<{ value: T; keptAt: number | null }> {
  const key = owner ? `${PREFIX}${owner}|${kind}|${name}` : null;
  try {
    const value = await fetch();
    if (key) keep(key, value, kind, owner!);
    return { value, keptAt: null };
  } catch (error) {
    const kept = key && noAnswer(error) ? read<T>(key) : null;
    if (!kept) throw error;
    return { value: kept.value, keptAt: kept.at };
  }
}
