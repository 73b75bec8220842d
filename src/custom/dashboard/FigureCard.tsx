import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LinkBase } from 'react-admin';
import { formatFigure } from '../../domain/figures';
import { useAppPath } from '../../shared/useAppPath';

interface Props {
  label: string;
  value: ReactNode;
  /** The screen the figure comes from (inside the app). */
  /** The app route the figure comes from ('/sankalp/list'). */
  route: string;
  children?: ReactNode;
  testId?: string;
}

/** One figure of the dashboard, a link to the screen it comes from. */
export function FigureCard({ label, value, route, children, testId }: Props) {
  const path = useAppPath();
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardActionArea component={LinkBase} to={path(route)} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="subtitle2" component="h3" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h4" component="p" data-figure>
            {typeof value === 'number' ? formatFigure(value) : value}
          </Typography>
          {children}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
