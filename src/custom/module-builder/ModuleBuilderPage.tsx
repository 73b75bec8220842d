import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Confirm,
  Title,
  useDataProvider,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import type { AppPermissions } from '../../domain';
import type { ModuleDefinition } from '../../domain/engine';
import type { AppDataProvider } from '../../dataProvider';
import { useModuleList } from './useModuleList';
import { T } from './words';
import { definedModulesStore } from '../../engine/defined/definedModulesStore';
import { useAppPath } from '../../shared/useAppPath';

/** A module's row: its definition as served, and its pending draft if any. */
interface Row {
  definition: ModuleDefinition;
  draft?: ModuleDefinition;
}

const rowsOf = (modules: ModuleDefinition[], drafts: ModuleDefinition[]): Row[] => [
  ...modules.map((definition) => ({
    definition,
    draft: drafts.find((d) => d.name === definition.name),
  })),
  ...drafts
    .filter((d) => !modules.some((m) => m.name === d.name))
    .map((draft) => ({ definition: draft, draft })),
];

/** Route /modules (admins): every module, its state and version; copy, edit, publish, retire. */
export function ModuleBuilderPage() {
  const translate = useTranslate();
  const path = useAppPath();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { permissions } = usePermissions<AppPermissions>();
  const { list, failed, reload } = useModuleList();
  const [retiring, setRetiring] = useState<ModuleDefinition | null>(null);
  if (permissions && !permissions.admin)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(`${T}.adminOnly`)}
      </Alert>
    );
  const nameOf = (d: ModuleDefinition) => String(d.labels.mr.name ?? d.name);
  const act = (work: Promise<unknown>, done: string) =>
    work.then(
      () => {
        notify(done, { type: 'success' });
        definedModulesStore.askNow();
        reload();
      },
      (error: { body?: { message?: string } }) =>
        notify(`${T}.publishFailed`, {
          type: 'error',
          messageArgs: { problem: error.body?.message ?? '' },
        }),
    );
  const publish = (name: string) => act(dataProvider.publishModule(name), `${T}.state.published`);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Title title={`${T}.title`} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(`${T}.intro`)}
      </Typography>
      <Button variant="contained" component={Link} to={path('/modules/new')} sx={{ mb: 2 }}>
        {translate(`${T}.newRegister`)}
      </Button>
      {!list && !failed && (
        <Box role="status" aria-label={translate(`${T}.loading`)}>
          <LinearProgress />
        </Box>
      )}
      {failed && (
        <Alert
          severity="error"
          action={<Button onClick={reload}>{translate('ra.action.refresh')}</Button>}
        >
          {translate(`${T}.loadFailed`)}
        </Alert>
      )}
      {list && (
        <Table size="small" aria-label={translate(`${T}.title`)}>
          <TableHead>
            <TableRow>
              {(['name', 'key', 'kind', 'state', 'version'] as const).map((c) => (
                <TableCell key={c}>{translate(`${T}.column.${c}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rowsOf(list.modules, list.drafts).map(({ definition: d, draft }) => {
              const state = d.state ?? 'draft';
              const stored = state !== 'standard';
              return (
                <TableRow key={d.name} hover>
                  <TableCell>{nameOf(draft ?? d)}</TableCell>
                  <TableCell>{d.name}</TableCell>
                  <TableCell>{translate(`${T}.kind.${d.kind}`)}</TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ gap: 0.5 }}>
                      <Chip size="small" label={translate(`${T}.state.${state}`)} />
                      {draft && state !== 'draft' && (
                        <Chip
                          size="small"
                          color="warning"
                          label={translate(`${T}.state.pending`)}
                        />
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell>{d.version ?? ''}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
                      <Button
                        size="small"
                        component={Link}
                        to={path(`/modules/new?from=${d.name}`)}
                      >
                        {translate(`${T}.copy`)}
                      </Button>
                      {stored && (
                        <Button size="small" component={Link} to={path(`/modules/edit/${d.name}`)}>
                          {translate(`${T}.edit`)}
                        </Button>
                      )}
                      {(draft || state === 'retired') && (
                        <Button
                          size="small"
                          variant="contained"
                          onClick={() => void publish(d.name)}
                        >
                          {translate(
                            state === 'retired' && !draft ? `${T}.restore` : `${T}.publish`,
                          )}
                        </Button>
                      )}
                      {state === 'published' && (
                        <Button size="small" color="error" onClick={() => setRetiring(d)}>
                          {translate(`${T}.retire`)}
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <Confirm
        isOpen={retiring !== null}
        title={`${T}.retire`}
        content={translate(`${T}.retireConfirm`, { name: retiring ? nameOf(retiring) : '' })}
        onConfirm={() => {
          if (retiring) void act(dataProvider.retireModule(retiring.name), `${T}.retiredDone`);
          setRetiring(null);
        }}
        onClose={() => setRetiring(null)}
      />
    </Box>
  );
}
