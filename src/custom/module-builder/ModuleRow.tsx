import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { ModuleDefinition } from '../../domain/engine';
import { useAppPath } from '../../shared/useAppPath';
import { T } from './words';

/** A module's Marathi name (its key while it has none). */
export const nameOf = (d: ModuleDefinition) => String(d.labels.mr.name || d.name);

/** One module of the builder's list: its name, key, kind, state and version, and what to do. */
export function ModuleRow(props: {
  d: ModuleDefinition;
  /** Its pending draft (the next version), if any. */
  draft?: ModuleDefinition;
  onPublish: () => void;
  onRetire: () => void;
}) {
  const { d, draft, onPublish, onRetire } = props;
  const translate = useTranslate();
  const path = useAppPath();
  const state = d.state ?? 'draft';
  return (
    <TableRow hover>
      <TableCell>{nameOf(draft ?? d)}</TableCell>
      <TableCell>{d.name}</TableCell>
      <TableCell>{translate(`${T}.kind.${d.kind}`)}</TableCell>
      <TableCell>
        <Stack direction="row" sx={{ gap: 0.5 }}>
          <Chip size="small" label={translate(`${T}.state.${state}`)} />
          {draft && state !== 'draft' && (
            <Chip size="small" color="warning" label={translate(`${T}.state.pending`)} />
          )}
        </Stack>
      </TableCell>
      <TableCell>{d.version ?? ''}</TableCell>
      <TableCell align="right">
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
          <Button size="small" component={Link} to={path(`/modules/new?from=${d.name}`)}>
            {translate(`${T}.copy`)}
          </Button>
          {state !== 'standard' && (
            <Button size="small" component={Link} to={path(`/modules/edit/${d.name}`)}>
              {translate(`${T}.edit`)}
            </Button>
          )}
          {(draft || state === 'retired') && (
            <Button size="small" variant="contained" onClick={onPublish}>
              {translate(state === 'retired' && !draft ? `${T}.restore` : `${T}.publish`)}
            </Button>
          )}
          {state === 'retired' && (
            <Button size="small" component={Link} to={path(`/modules/records/${d.name}`)}>
              {translate(`${T}.records`)}
            </Button>
          )}
          {state === 'published' && (
            <Button size="small" color="error" onClick={onRetire}>
              {translate(`${T}.retire`)}
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
