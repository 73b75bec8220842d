export const appMr = {};
