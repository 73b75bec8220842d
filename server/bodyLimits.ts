/** Any request body; only the bulk volunteer add takes up to BULK_BODY_LIMIT (issue 17). */
export const BODY_LIMIT = 1024 * 1024;
export const BULK_BODY_LIMIT = 20 * 1024 * 1024;
