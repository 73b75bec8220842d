/** An unusual figure at entry (issue 15): an amber outline and reason, not an error. */
export const UNUSUAL_FIELD_SX = {
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main', borderWidth: 2 },
  '& .MuiFormHelperText-root': { color: 'warning.dark' },
} as const;
