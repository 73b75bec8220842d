import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CreateBase, useNotify, useRefresh, useTranslate } from 'react-admin';
import { declaredValues, type RegisterDeclaration } from '../domain/engine';
import { EntityForm } from './EntityForm';
import { useDefaultPlace } from './useDefaultPlace';

/** The add form above the list (a module declared `createAboveList`): saves, empties, refreshes. */
export function EntityInlineCreate({ d }: { d: RegisterDeclaration }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const defaults = useDefaultPlace(d);
  const [round, setRound] = useState(0);
  const onSuccess = () => {
    notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
    refresh();
    setRound((n) => n + 1);
  };
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.entity.list.add')}
        </Typography>
        <CreateBase
          key={round}
          resource={d.name}
          redirect={false}
          transform={(values) => declaredValues(d, values)}
          mutationOptions={{ onSuccess }}
        >
          <EntityForm d={d} defaultValues={defaults} />
        </CreateBase>
      </CardContent>
    </Card>
  );
}
