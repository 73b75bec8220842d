import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form, ResourceContextProvider, useTranslate } from 'react-admin';
import {
  declarationOf,
  declarationProblems,
  moduleMenuAllowed,
  type CountFormDeclaration,
  type ModuleDefinition,
  type RegisterDeclaration,
} from '../../domain/engine';
import { ALL_LEVELS, LEVEL_NAMES } from '../../domain/levels';
import { EntityInputs } from '../../engine/EntityInputs';
import { definedModulesStore } from '../../engine/defined/definedModulesStore';
import { CountRollup, PreviewList } from './PreviewList';
import { T } from './words';

/**
 * The module as a user of a chosen level meets it: whether the menu shows it, the real generic
 * form with the definition's own words, and the list's columns.
 */
export function DefinitionPreview({
  d,
  sources,
}: {
  d: ModuleDefinition;
  /** The count forms a report may sum (a report's preview is its source's roll-up table). */
  sources: readonly ModuleDefinition[];
}) {
  const translate = useTranslate();
  const [level, setLevel] = useState(8);
  definedModulesStore.showWords(d.name, d.labels);
  const declaration = declarationOf(d);
  const [problem] = declarationProblems(declaration);
  const shown = moduleMenuAllowed(declaration, { levelId: level, admin: false });
  const source = d.kind === 'rollupReport' ? sources.find((s) => s.name === d.source) : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label={translate(`${T}.preview`)}>
      <Typography variant="h6" component="h2">
        {translate(`${T}.preview`)}
      </Typography>
      <TextField
        select
        size="small"
        label={translate(`${T}.previewAs`)}
        value={level}
        onChange={(e) => setLevel(Number(e.target.value))}
        sx={{ my: 1, minWidth: 260 }}
      >
        {ALL_LEVELS.map((l) => (
          <MenuItem key={l} value={l}>
            {LEVEL_NAMES[l]}
          </MenuItem>
        ))}
      </TextField>
      <Alert severity={shown ? 'info' : 'warning'} sx={{ mb: 2 }}>
        {translate(shown ? `${T}.previewShown` : `${T}.previewHidden`)}
      </Alert>
      {problem && <Alert severity="error">{translate(`${T}.previewProblem`, { problem })}</Alert>}
      {!problem && shown && declaration.kind !== 'rollupReport' && (
        <ResourceContextProvider value={d.name}>
          {/* drawn again when a field or a word changes (the engine's inputs keep their labels) */}
          <Form key={JSON.stringify([declaration.fields, d.labels])} onSubmit={() => undefined}>
            <EntityInputs d={declaration as RegisterDeclaration} />
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              {translate(`${T}.previewList`)}
            </Typography>
            <PreviewList d={declaration} />
          </Form>
        </ResourceContextProvider>
      )}
      {!problem && shown && source?.kind === 'countForm' && (
        <CountRollup d={declarationOf(source) as CountFormDeclaration} />
      )}
    </Paper>
  );
}
