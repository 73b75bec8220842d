import { Link, Stack, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { useAppPath } from '../layout/useAppPath';

/** A line under an auth form: optional lead text and a link to another auth page. */
export function AuthLink({ lead, label, to }: { lead?: string; label: string; to: string }) {
  const translate = useTranslate();
  const path = useAppPath();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      {lead && <Typography variant="body2">{translate(lead)}</Typography>}
      <Link component={LinkBase} to={path(to)} variant="body2">
        {translate(label)}
      </Link>
    </Stack>
  );
}
