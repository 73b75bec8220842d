/** The builder's words: `app.moduleBuilder.*` (src/i18n/<language>/moduleBuilder.ts). */
export const T = 'app.moduleBuilder';
