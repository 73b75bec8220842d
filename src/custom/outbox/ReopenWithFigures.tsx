import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CountEntry } from '../../domain/engine/outbox';
import { ReopenDialog } from '../../shared/periodApproval/ReopenDialog';
import type { Outbox } from '../../outbox/outbox';

/**
 * A kept save refused because its period closed goes to the office above with a request to
 * reopen it, its figures with it (issue 25: saved with one tap once granted); sent, it goes.
 */
export function ReopenWithFigures({ entry, outbox }: { entry: CountEntry; outbox: Outbox | null }) {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setAsking(true)}>
        {translate('app.periodRequest.ask')}
      </Button>
      {asking && (
        <ReopenDialog
          module={entry.module}
          at={entry.body}
          records={entry.body.records}
          onDone={() => {
            setAsking(false);
            void outbox?.discard(entry.key);
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
