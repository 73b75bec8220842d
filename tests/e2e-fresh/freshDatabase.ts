/** The PostgreSQL database the fresh-database journey starts from empty (CI's `test`). */
export const FRESH_DATABASE_URL =
  process.env.FRESH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
