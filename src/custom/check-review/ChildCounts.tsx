import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { CheckChildCount } from '../../domain/checks';

const T = 'app.check.review';

/**
 * Every child of the chosen place with its items to follow up and done; choosing one shows its
 * items alone (a प्रांत's year holds tens of thousands), choosing it again shows all.
 */
export function ChildCounts({
  counts,
  chosen,
  onChoose,
}: {
  counts: readonly CheckChildCount[];
  chosen: number | null;
  onChoose(childId: number | null): void;
}) {
  const translate = useTranslate();
  if (counts.length < 2 && chosen === null) return null;
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
      data-print="hide"
      aria-label={translate(`${T}.children`)}
      role="group"
    >
      <Chip
        label={translate(`${T}.allChildren`)}
        color={chosen === null ? 'primary' : 'default'}
        onClick={() => onChoose(null)}
      />
      {counts.map((c) => (
        <Chip
          key={c.childId}
          data-testid="check-child"
          label={translate(`${T}.childCount`, { name: c.childName, open: c.open, done: c.done })}
          color={chosen === c.childId ? 'primary' : 'default'}
          variant={c.open > 0 ? 'filled' : 'outlined'}
          onClick={() => onChoose(chosen === c.childId ? null : c.childId)}
        />
      ))}
    </Stack>
  );
}
