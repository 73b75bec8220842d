import { Button, CircularProgress } from '@mui/material';

/** Full-width submit button that shows a spinner and is disabled while loading. */
export function SubmitButton({ loading, label }: { loading: boolean; label: string }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={loading}
      startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ mt: 1 }}
    >
      {label}
    </Button>
  );
}
