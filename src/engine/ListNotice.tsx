import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';

/** A line of text in a list: 'please wait a moment...' while loading, else `text`. */
export function ListNotice({ text }: { text: string }) {
  const translate = useTranslate();
  const { isPending } = useListContext();
  return (
    <Typography sx={{ p: 2 }}>{translate(isPending ? 'app.entity.list.loading' : text)}</Typography>
  );
}
