import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form, ResourceContextProvider, useTranslate } from 'react-admin';
import {
  declarationOf,
  declarationProblems,
  fieldLabelKey,
  moduleMenuAllowed,
  type ModuleDefinition,
  type RegisterDeclaration,
} from '../../domain/engine';
import { ALL_LEVELS, LEVEL_NAMES } from '../../domain/levels';
import { EntityInputs } from '../../engine/EntityInputs';
import { definedModulesStore } from '../../engine/defined/definedModulesStore';
import { T } from './words';

/**
 * The module as a user of a chosen level meets it: whether the menu shows it, the real generic
 * form with the definition's own words, and the list's columns.
 */
export function DefinitionPreview({ d }: { d: ModuleDefinition }) {
  const translate = useTranslate();
  const [level, setLevel] = useState(8);
  definedModulesStore.showWords(d.name, d.labels);
  const declaration = declarationOf(d);
  const [problem] = declarationProblems(declaration);
  const shown = moduleMenuAllowed(declaration, { levelId: level, admin: false });
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
          <Form key={JSON.stringify(declaration.fields)} onSubmit={() => undefined}>
            <EntityInputs d={declaration as RegisterDeclaration} />
          </Form>
          <Typography variant="subtitle2">{translate(`${T}.previewList`)}</Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {declaration.fields
                    .filter((f) => f.inList || declaration.kind === 'countForm')
                    .map((f) => (
                      <TableCell key={f.name}>{translate(fieldLabelKey(d.name, f.name))}</TableCell>
                    ))}
                </TableRow>
              </TableHead>
            </Table>
          </Box>
        </ResourceContextProvider>
      )}
    </Paper>
  );
}
