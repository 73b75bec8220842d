import { Link, Stack, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { useAppPath } from '../shared/useAppPath';

/** A line under an auth form: optional lead text and a link to another auth page. */
export function AuthLink({
  lead,
  label,
  route,
}: {
  lead?: string;
  label: string;
  /** An app route ('/login'). */
  route: string;
}) {
  const translate = useTranslate();
  const path = useAppPath();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      {lead && <Typography variant="body2">{translate(lead)}</Typography>}
      <Link component={LinkBase} to={path(route)} variant="body2">
        {translate(label)}
      </Link>
    </Stack>
  );
}
