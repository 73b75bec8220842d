export const pickerMr = {};
