import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'react-admin';
import type { ModuleChange } from '../../dataProvider/modules';
import { T } from './words';

/** What publishing changes, each line with what it touches; the refused ones in red. */
export function ChangesView({
  changes,
  first,
}: {
  changes: readonly ModuleChange[];
  first: boolean;
}) {
  const translate = useTranslate();
  if (first) return <Alert severity="info">{translate(`${T}.firstVersion`)}</Alert>;
  if (changes.length === 0) return <Alert severity="info">{translate(`${T}.noChanges`)}</Alert>;
  return (
    <List dense aria-label={translate(`${T}.whatChanges`)}>
      {changes.map((c, i) => (
        <ListItem key={i}>
          <ListItemText
            primary={[translate(`${T}.changeKind.${c.kind}`), c.field, c.detail]
              .filter(Boolean)
              .join(' · ')}
            secondary={
              c.records > 0 ? translate(`${T}.changeRefused`, { records: c.records }) : undefined
            }
            slotProps={{ secondary: { color: 'error' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
