import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router-dom';
import { ResourceContextProvider, Title, usePermissions, useTranslate } from 'react-admin';
import type { AppPermissions } from '../../domain';
import {
  declarationOf,
  rollupLevels,
  type ModuleDeclaration,
  type ModuleDefinition,
  type RegisterDeclaration,
} from '../../domain/engine';
import { EntityList } from '../../engine/EntityList';
import { definedModulesStore } from '../../engine/defined/definedModulesStore';
import { RollupReportSearch } from '../../engine/report/RollupReportSearch';
import { useAppPath } from '../../shared/useAppPath';
import { nameOf } from './ModuleRow';
import { useModuleList } from './useModuleList';
import { BuilderGate } from './BuilderGate';
import { T } from './words';

/** A retired register read as it was listed, its rows opened read-only (nothing to edit). */
const readOnlyRegister = (d: RegisterDeclaration): RegisterDeclaration => ({
  ...d,
  reportBuilder: false,
  view: { ...d.view, dialog: true, createAboveList: false },
});

/** What a module's records are read through: a register's list, a count form's roll-up. */
function Records(props: { d: ModuleDeclaration; title: string; modules: ModuleDefinition[] }) {
  const { d, title, modules } = props;
  if (d.kind === 'register')
    return (
      <ResourceContextProvider value={d.name}>
        <EntityList d={readOnlyRegister(d)} writable={false} />
      </ResourceContextProvider>
    );
  const source =
    d.kind === 'countForm'
      ? d
      : modules
          .filter((m) => m.name === d.source && m.kind !== 'rollupReport')
          .map(declarationOf)[0];
  if (!source || source.kind === 'rollupReport') return null;
  return (
    <RollupReportSearch
      name={d.name}
      source={source}
      placeLevels={d.kind === 'countForm' ? rollupLevels(d) : d.placeLevels}
      title={title}
    />
  );
}

/**
 * Route /modules/records/:name (admins): a module defined in the browser read by an
 * administrator after it is retired — out of every menu, its records listed and exported as
 * they were (a register's list and Excel, a count form's or report's roll-up and workbook).
 */
export function ModuleRecordsPage() {
  const translate = useTranslate();
  const path = useAppPath();
  const { name } = useParams();
  const { permissions } = usePermissions<AppPermissions>();
  const { list, failed } = useModuleList();
  const refused = permissions !== undefined && !permissions.admin;
  if (refused || failed || !list) return <BuilderGate refused={refused} failed={failed} />;
  const definition = list.modules.find((m) => m.name === name && m.state !== 'standard');
  if (definition) definedModulesStore.showWords(definition.name, definition.labels);
  const title = definition ? nameOf(definition) : '';
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={`${T}.title`} />
      <Button component={Link} to={path('/modules')} size="small">
        {translate(`${T}.back`)}
      </Button>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(`${T}.recordsTitle`, { name: title || name })}
      </Typography>
      {!definition ? (
        <Alert severity="warning">{translate(`${T}.noSuchModule`, { name })}</Alert>
      ) : (
        <>
          {definition.state === 'retired' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate(`${T}.recordsRetired`)}
            </Alert>
          )}
          <Records d={declarationOf(definition)} title={title} modules={list.modules} />
        </>
      )}
    </Box>
  );
}
