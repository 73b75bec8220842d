import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import { useMemo, type ReactNode } from 'react';
import {
  EditButton,
  LinkBase,
  RecordContextProvider,
  RichTextField,
  Title,
  TopToolbar,
  useGetOne,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import {
  displayValue,
  entityListPath,
  fieldLabelKey,
  moduleNameKey,
  type RegisterDeclaration,
} from '../domain/engine';
import { useAppPath } from '../shared/useAppPath';
import { EntityHistoryButton } from './EntityHistoryButton';
import { PhotoImage } from '../shared/photos/PhotoImage';
import { photoIds } from '../shared/photos/photoIds';
import type { RegisterCalls } from './registerCalls';
import { useRegisterDeclaration, useEntityRights } from './useEntity';
import { useModuleWords } from './useModuleWords';

function Details({ d }: { d: RegisterDeclaration }) {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const { titleField, summaryField } = d.view;
  const facts = d.fields.filter(
    (f) =>
      f.type !== 'richText' &&
      f.type !== 'photo' &&
      f.name !== titleField &&
      f.name !== summaryField,
  );
  const title = String(record[titleField] ?? '');
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
      {/* full size, and so in print (issue 50) */}
      {d.fields
        .filter((f) => f.type === 'photo')
        .flatMap((field) => photoIds(record[field.name]))
        .map((id, i) => (
          <Box key={id} sx={{ mt: 2 }}>
            <PhotoImage
              id={id}
              size="full"
              alt={translate('app.photo.alt', { name: title, n: i + 1 })}
            />
          </Box>
        ))}
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

interface Props {
  d: RegisterDeclaration;
  /** The module's own read of one record (the units' spec call); the engine's otherwise. */
  one?: RegisterCalls['one'];
  /** The module's own buttons beside back, history and edit (the units' status link). */
  actions?: ReactNode;
  /** The module's own panels under the details (a unit's attendance); in the record's context. */
  children?: ReactNode;
  /** The page's own title (a unit's status page), else the module's details title. */
  title?: string;
}

/** The record's id in the path: react-admin's `:id`, or a declared show path's own parameter. */
function useShownId() {
  const { id, '*': _rest, ...others } = useParams();
  void _rest;
  const raw = id ?? Object.values(others)[0];
  return raw && /^\d+$/.test(raw) ? Number(raw) : raw;
}

/**
 * A record's details page (its declared show path, e.g. /yashogatha/yashogatha-details/:id, or
 * /<name>/:id/show): its facts, back to the list, its history, editing it for a writer.
 */
export function EntityShow({ d, one, actions, children, title: ownTitle }: Props) {
  const translate = useTranslate();
  const { text } = useModuleWords(d.name);
  const path = useAppPath();
  const { canWrite } = useEntityRights(d);
  const id = useShownId();
  const { data, isPending, error } = useGetOne(
    one?.resource ?? d.name,
    { id: id! },
    { enabled: id !== undefined, retry: false },
  );
  const record = useMemo(() => (data && one ? one.row(data) : data), [data, one]);
  const title = ownTitle ?? text('show.title', { name: translate(moduleNameKey(d.name)) });
  if (isPending && id !== undefined)
    return <CircularProgress aria-label={text('show.loading')} sx={{ m: 2 }} />;
  if (error || !record)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {text('show.notFound')}
      </Alert>
    );
  return (
    <RecordContextProvider value={record}>
      <Title title={title} />
      <TopToolbar>
        <Button component={LinkBase} to={path(entityListPath(d))}>
          {text('show.back')}
        </Button>
        {actions}
        {d.tracked && <EntityHistoryButton d={d} />}
        <Button
          component={LinkBase}
          to={path(`/changes?module=${encodeURIComponent(d.name)}&recordId=${record.id}`)}
        >
          {translate('app.changes.trailOfRecord')}
        </Button>
        {canWrite && <EditButton resource={d.name} />}
      </TopToolbar>
      <Card>
        <Details d={d} />
        {children && <CardContent>{children}</CardContent>}
      </Card>
    </RecordContextProvider>
  );
}

/** The details page of the route's register (a resource's show view, a declared show path). */
export function EntityShowPage() {
  return <EntityShow d={useRegisterDeclaration()} />;
}
