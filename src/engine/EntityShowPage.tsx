import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  EditButton,
  LinkBase,
  RichTextField,
  Show,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import Button from '@mui/material/Button';
import {
  displayValue,
  entityListPath,
  fieldLabelKey,
  type RegisterDeclaration,
} from '../domain/engine';
import { useAppPath } from '../shared/useAppPath';
import { EntityHistoryButton } from './EntityHistoryButton';
import { useRegisterDeclaration, useEntityRights } from './useEntity';

function Details({ d }: { d: RegisterDeclaration }) {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const { titleField, summaryField } = d.view;
  const facts = d.fields.filter(
    (f) => f.type !== 'richText' && f.name !== titleField && f.name !== summaryField,
  );
  return (
    <Box component="article" sx={{ p: 2, maxWidth: 860 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {String(record[titleField] ?? '')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {facts.map((field) => (
          <Box key={field.name} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {translate(fieldLabelKey(d.name, field.name))}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {displayValue(d, field, record, translate) || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
      {summaryField && (
        <Typography sx={{ mt: 2, fontWeight: 500 }}>
          {String(record[summaryField] ?? '')}
        </Typography>
      )}
      {d.fields
        .filter((f) => f.type === 'richText')
        .map((field) => (
          <Box key={field.name} sx={{ mt: 2 }}>
            <Divider sx={{ mb: 2 }} />
            <RichTextField source={field.name} />
          </Box>
        ))}
    </Box>
  );
}

/** A record's details page (its declared show path, e.g. /yashogatha/yashogatha-details/:id). */
export function EntityShowPage() {
  const d = useRegisterDeclaration();
  const translate = useTranslate();
  const path = useAppPath();
  const { canWrite } = useEntityRights(d);
  const actions = (
    <TopToolbar>
      <Button component={LinkBase} to={path(entityListPath(d))}>
        {translate('app.entity.show.back')}
      </Button>
      {d.tracked && <EntityHistoryButton d={d} />}
      {canWrite && <EditButton />}
    </TopToolbar>
  );
  return (
    <Show resource={d.name} actions={actions}>
      <Details d={d} />
    </Show>
  );
}
