export const appEn = {};
