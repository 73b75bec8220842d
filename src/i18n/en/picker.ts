export const pickerEn = {};
