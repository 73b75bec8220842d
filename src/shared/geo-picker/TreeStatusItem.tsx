import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTranslate } from 'react-admin';

export type TreeStatus = 'loading' | 'failed' | 'empty';

const TEXT_KEY: Record<TreeStatus, string> = {
  loading: 'app.picker.loading',
  failed: 'app.picker.loadFailed',
  empty: 'app.picker.noChildren',
};

/** A non-selectable line under a place: its children are loading, failed, or none. */
export function TreeStatusItem({ parentId, status }: { parentId: number; status: TreeStatus }) {
  const translate = useTranslate();
  const label = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
      {status === 'loading' && <CircularProgress size={14} />}
      <Typography
        component="span"
        variant="body2"
        color={status === 'failed' ? 'error' : 'text.secondary'}
      >
        {translate(TEXT_KEY[status])}
      </Typography>
    </Box>
  );
  return <TreeItem itemId={`${parentId}:${status}`} label={label} disabled disableSelection />;
}
