/** Error codes the API sends in `{ message, code }`; the client translates `app.error.<code>`. */
export const API_ERROR = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  USER_PENDING: 'USER_PENDING',
  USER_INACTIVE: 'USER_INACTIVE',
  USER_UNKNOWN: 'USER_UNKNOWN',
  EMAIL_UNVERIFIED: 'EMAIL_UNVERIFIED',
  OUT_OF_SCOPE: 'OUT_OF_SCOPE',
  WRITE_FORBIDDEN: 'WRITE_FORBIDDEN',
  ADMIN_ONLY: 'ADMIN_ONLY',
  LEVEL_FORBIDDEN: 'LEVEL_FORBIDDEN',
  VALIDATION: 'VALIDATION',
  NOT_FOUND: 'NOT_FOUND',
  STALE: 'STALE',
  /** The period takes no entry (closed, not begun): issue 25. */
  PERIOD_CLOSED: 'PERIOD_CLOSED',
  /** The period's figures are approved, so frozen: issue 25. */
  PERIOD_APPROVED: 'PERIOD_APPROVED',
  RATE_LIMITED: 'RATE_LIMITED',
  /** An Idempotency-Key sent again with another request: issue 26. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** The request of this Idempotency-Key is still being handled: ask again shortly. */
  IN_PROGRESS: 'IN_PROGRESS',
  /** The request of this Idempotency-Key was saved but its answer was lost with its process. */
  ALREADY_APPLIED: 'ALREADY_APPLIED',
  /** The module was retired (issue 24): its records are read by administrators only. */
  MODULE_RETIRED: 'MODULE_RETIRED',
  /** A publish refused: changes that would touch records holding values (issue 24). */
  CHANGES_REFUSED: 'CHANGES_REFUSED',
  /** The module's definition changed since the screen read it: read it again (issue 24). */
  MODULE_CHANGED: 'MODULE_CHANGED',
  /** A photo's id already holds another picture (issue 50). */
  PHOTO_ID_TAKEN: 'PHOTO_ID_TAKEN',
  SERVER_ERROR: 'SERVER_ERROR',
} as const;

export type ApiErrorCode = (typeof API_ERROR)[keyof typeof API_ERROR];

export interface ApiErrorBody {
  message: string;
  code?: ApiErrorCode | string;
  error?: {
    row?: number;
    message: string;
    key?: string;
    field?: string;
    args?: Record<string, string | number>;
  }[];
}

const FORCE_LOGOUT_CODES: readonly string[] = [
  API_ERROR.USER_PENDING,
  API_ERROR.USER_INACTIVE,
  API_ERROR.USER_UNKNOWN,
];

/** A 403 with one of these codes signs the person out (spec §6 "forced-logout marker"). */
export const isForceLogoutCode = (code: unknown): boolean =>
  typeof code === 'string' && FORCE_LOGOUT_CODES.includes(code);
