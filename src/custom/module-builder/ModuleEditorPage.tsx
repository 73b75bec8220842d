import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Title, useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { AppPermissions } from '../../domain';
import { boundsIssue } from '../../domain/engine';
import type { AppDataProvider } from '../../dataProvider';
import type { ModuleChange } from '../../dataProvider/modules';
import { BasicsForm } from './BasicsForm';
import { ChangesView } from './ChangesView';
import { ChecksEditor } from './ChecksEditor';
import { IndicatorsEditor } from './IndicatorsEditor';
import { DefinitionPreview } from './DefinitionPreview';
import { FieldsEditor } from './FieldsEditor';
import { useModuleDraft } from './useModuleDraft';
import { BuilderGate } from './BuilderGate';
import { T } from './words';
import { definedModulesStore } from '../../engine/defined/definedModulesStore';
import { useAppPath } from '../../shared/useAppPath';

type Refusal = { body?: { message?: string; refused?: ModuleChange[] } };

/**
 * Routes /modules/new (`?from=<module>`: a copy) and /modules/edit/:name (admins): a module's
 * definition edited as data, previewed as a user of a level, saved as a draft, its changes
 * shown, then published.
 */
export function ModuleEditorPage() {
  const translate = useTranslate();
  const path = useAppPath();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { permissions } = usePermissions<AppPermissions>();
  const { name } = useParams();
  const [search] = useSearchParams();
  const { d, setD, list, failed, published, isPublished } = useModuleDraft(
    name,
    search.get('from'),
  );
  const [changes, setChanges] = useState<ModuleChange[] | null>(null);
  const [busy, setBusy] = useState(false);
  const refused = permissions !== undefined && !permissions.admin;
  if (refused || failed || !d || !list) return <BuilderGate refused={refused} failed={failed} />;
  const problemOf = (error: Refusal) => error.body?.message ?? '';
  const change = (next: typeof d) => {
    setD(next);
    setChanges(null);
  };
  // quiet: a step of showing the changes or of publishing, which says its own outcome
  const save = async (quiet = false) => {
    // a definition past its bounds is told here, in words, before it is sent
    const tooLarge = boundsIssue(d);
    if (tooLarge) {
      notify(tooLarge.key, { type: 'error', messageArgs: tooLarge.args });
      return false;
    }
    setBusy(true);
    try {
      if (name) await dataProvider.saveModuleDraft(d);
      else await dataProvider.createModule(d);
      if (!quiet) notify(`${T}.saved`, { type: 'success' });
      if (!name) navigate(path(`/modules/edit/${d.name}`), { replace: true });
      return true;
    } catch (error) {
      notify(`${T}.saveFailed`, {
        type: 'error',
        messageArgs: { problem: problemOf(error as Refusal) },
      });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const showChanges = async () => {
    if (!(await save(true))) return;
    setChanges((await dataProvider.getModuleChanges(d.name)).changes);
  };
  const publish = async () => {
    if (!(await save(true))) return;
    try {
      const { version } = await dataProvider.publishModule(d.name);
      notify(`${T}.published`, { type: 'success', messageArgs: { version } });
      definedModulesStore.askNow();
      navigate(path('/modules'));
    } catch (error) {
      const refused = (error as Refusal).body?.refused;
      if (refused) setChanges(refused);
      notify(refused ? `${T}.publishRefused` : `${T}.publishFailed`, {
        type: 'error',
        messageArgs: { problem: problemOf(error as Refusal) },
      });
    }
  };
  const sources = list.modules.filter((m) => m.kind === 'countForm' && m.state !== 'retired');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }}>
      <Title title={`${T}.title`} />
      <Button component={Link} to={path('/modules')} size="small">
        {translate(`${T}.back`)}
      </Button>
      <Typography variant="h5" component="h1" gutterBottom>
        {name ? translate(`${T}.editTitle`, { name: d.name }) : translate(`${T}.newTitle`)}
      </Typography>
      <BasicsForm d={d} isNew={!name} sources={sources} onChange={change} />
      <FieldsEditor d={d} published={published} onChange={change} />
      <ChecksEditor d={d} onChange={change} />
      <IndicatorsEditor d={d} onChange={change} />
      <DefinitionPreview d={d} sources={sources} />
      {changes && <ChangesView changes={changes} first={!isPublished} />}
      <Stack
        direction="row"
        sx={{ gap: 1, position: 'sticky', bottom: 0, py: 1, bgcolor: 'background.paper' }}
      >
        <Button variant="outlined" disabled={busy} onClick={() => void save()}>
          {translate(`${T}.save`)}
        </Button>
        <Button disabled={busy} onClick={() => void showChanges()}>
          {translate(`${T}.whatChanges`)}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void publish()}>
          {translate(`${T}.publish`)}
        </Button>
      </Stack>
    </Box>
  );
}
