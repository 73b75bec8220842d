import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a page's code is still loading. */
export const PageLoading = () => <LinearProgress sx={{ m: 2 }} />;
