import type { UserStatus } from './types';

/** Status-changing actions of the user approval lifecycle (spec §4). */
export type UserAction = 'approve' | 'activate' | 'deactivate';

const TRANSITIONS: Readonly<Record<UserAction, { from: UserStatus; to: UserStatus }>> = {
  approve: { from: 'pending', to: 'active' },
  activate: { from: 'inactive', to: 'active' },
  deactivate: { from: 'active', to: 'inactive' },
};

/** The status after `action`, or null when the action does not apply to `current`. */
export function nextStatus(current: UserStatus, action: UserAction): UserStatus | null {
  const t = TRANSITIONS[action];
  return t.from === current ? t.to : null;
}

/** Whether a user of this status may sign in and work. */
export const mayWork = (status: UserStatus): boolean => status === 'active';
