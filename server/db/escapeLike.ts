/** Text matched literally by LIKE: its `\`, `%` and `_` escaped (PostgreSQL's default escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
