import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { reportSource } from '../../domain/engine';
import { useDeclaration, useEntityRights } from '../useEntity';
import { useModuleTitle } from '../useModuleTitle';
import { RollupReportSearch } from './RollupReportSearch';

/** A declared roll-up report (उत्सव वृत्त, गोषवारा): year, place, find; the children's figures. */
export function RollupReportPage({ today = new Date() }: { today?: Date }) {
  const d = useDeclaration('rollupReport');
  const translate = useTranslate();
  const rights = useEntityRights(d);
  const source = reportSource(d)!;
  // the approval steps under the report are the source form's (the server checks each again)
  const sourceRights = useEntityRights(source);
  const { preset, title } = useModuleTitle(d);
  if (rights.ready && !rights.canRead) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(`app.error.${rights.refusal}`)}
      </Alert>
    );
  }
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <RollupReportSearch
        name={d.name}
        source={source}
        placeLevels={d.placeLevels}
        title={title}
        preset={preset}
        today={today}
        writable={sourceRights.canWrite}
      />
    </Box>
  );
}
