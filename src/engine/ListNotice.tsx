import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';

const LOADING = 'app.entity.list.loading';

/** A line of text in a list: 'please wait a moment...' while loading, else `text`. */
export function ListNotice({ text, loading = LOADING }: { text: string; loading?: string }) {
  const translate = useTranslate();
  const { isPending } = useListContext();
  return <Typography sx={{ p: 2 }}>{translate(isPending ? loading : text)}</Typography>;
}

/** 'please wait a moment...' while the table's first page loads (it draws nothing meanwhile). */
export function ListLoading({ text = LOADING }: { text?: string }) {
  const translate = useTranslate();
  const { isPending } = useListContext();
  return isPending ? <Typography sx={{ p: 2 }}>{translate(text)}</Typography> : null;
}
