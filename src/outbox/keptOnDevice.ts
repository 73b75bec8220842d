/**
 * A record a form saved with no answer from the server: kept in the outbox and sent later
 * (issue 26). The data provider marks what it answers for such a save, so the form says
 * "kept on this phone" instead of "saved".
 */
const KEPT = Symbol('kept on this device');

export const markKeptOnDevice = <T extends object>(data: T): T =>
  Object.defineProperty(data, KEPT, { value: true });

export const isKeptOnDevice = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && KEPT in data;
