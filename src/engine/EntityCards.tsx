import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkBase, useListContext, useTranslate } from 'react-admin';
import { displayValue, entityShowPath, type RegisterDeclaration } from '../domain/engine';
import { useAppPath } from '../shared/useAppPath';
import { ListNotice } from './ListNotice';
import { PhotoStrip } from '../shared/photos/PhotoStrip';
import { photoIds } from '../shared/photos/photoIds';

/** The list as cards: title, summary, the place and the other list columns as chips. */
export function EntityCards({ d }: { d: RegisterDeclaration }) {
  const translate = useTranslate();
  const path = useAppPath();
  const { data, isPending } = useListContext();
  if (isPending || !data?.length) return <ListNotice text="app.entity.list.empty" />;
  const { titleField, summaryField } = d.view;
  const chips = d.fields.filter(
    (f) => f.inList && f.type !== 'photo' && f.name !== titleField && f.name !== summaryField,
  );
  const photoFields = d.fields.filter((f) => f.inList && f.type === 'photo');
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      {data.map((record) => (
        <Grid key={record.id} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component={LinkBase}
              to={path(entityShowPath(d, record.id))}
              sx={{ height: '100%' }}
            >
              <CardContent>
                {photoFields.map((field) => (
                  <PhotoStrip
                    key={field.name}
                    ids={photoIds(record[field.name])}
                    name={String(record[titleField] ?? '')}
                  />
                ))}
                <Typography variant="h6" component="h2" gutterBottom>
                  {String(record[titleField] ?? '')}
                </Typography>
                {summaryField && (
                  <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                    {String(record[summaryField] ?? '')}
                  </Typography>
                )}
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {chips.map((field) => {
                    const value = displayValue(d, field, record, translate);
                    return value === '' ? null : (
                      <Chip key={field.name} size="small" label={value} />
                    );
                  })}
                </Stack>
                <Typography variant="button" color="primary" sx={{ display: 'block', mt: 1 }}>
                  {translate('app.entity.card.open')}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
