import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '../../shared/PageLoading';
import { useAppPath } from '../../shared/useAppPath';
import type { InboxMessage } from '../../dataProvider/inbox';
import { useInbox } from '../../shared/inbox/useInbox';
import { ReminderChannels } from '../../shared/inbox/ReminderChannels';

const T = 'app.inbox';

/** /inbox: my messages, newest first; one opens the month's entry and counts as read. */
export function InboxPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const appPath = useAppPath();
  const { items, failed, load, markRead } = useInbox(false);
  const open = async (m: InboxMessage) => {
    await markRead(m).catch(() => undefined);
    navigate(appPath(m.link));
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 800 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(`${T}.title`)}
      </Typography>
      <ReminderChannels />
      {failed && (
        <Alert
          severity="error"
          action={<Button onClick={() => void load()}>{translate(`${T}.retry`)}</Button>}
        >
          {translate(`${T}.loadFailed`)}
        </Alert>
      )}
      {items === null && !failed && <PageLoading />}
      {items?.length === 0 && <Alert severity="info">{translate(`${T}.empty`)}</Alert>}
      <Stack spacing={1.5}>
        {items?.map((m) => (
          <Card
            key={m.id}
            variant="outlined"
            component="article"
            data-testid="inbox-message"
            sx={{ opacity: m.readAt ? 0.75 : 1 }}
          >
            <CardContent sx={{ pb: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                <Typography
                  variant="subtitle1"
                  component="h2"
                  sx={{ fontWeight: m.readAt ? 400 : 600 }}
                >
                  {m.title}
                </Typography>
                {!m.readAt && (
                  <Chip size="small" color="primary" label={translate(`${T}.unread`)} />
                )}
              </Stack>
              <Typography variant="body2">{m.body}</Typography>
              <Typography variant="caption" color="text.secondary">
                {new Date(m.createdAt).toLocaleString('mr-IN')}
              </Typography>
            </CardContent>
            <CardActions>
              <Button size="small" variant="contained" onClick={() => void open(m)}>
                {translate(`${T}.open`)}
              </Button>
              {!m.readAt && (
                <Button size="small" onClick={() => void markRead(m)}>
                  {translate(`${T}.markRead`)}
                </Button>
              )}
            </CardActions>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
