import { AdminRefusal } from '../../shared/AdminRefusal';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
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
import { ModuleRow, nameOf } from './ModuleRow';
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
  if (permissions && !permissions.admin) return <AdminRefusal message={`${T}.adminOnly`} />;
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
        {translate(`${T}.newModule`)}
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
            {rowsOf(list.modules, list.drafts).map(({ definition, draft }) => (
              <ModuleRow
                key={definition.name}
                d={definition}
                draft={draft}
                onPublish={() => void publish(definition.name)}
                onRetire={() => setRetiring(definition)}
              />
            ))}
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
