import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';

type View = 'entry' | 'report';

/** Entry or the roll-up, where a level offers both (a return entered at the top of the tree). */
export function ViewChoice({ view, onChange }: { view: string; onChange(next: View): void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      aria-label={translate('app.countForm.viewChoice')}
      onChange={(_, next: View | null) => next && onChange(next)}
    >
      <ToggleButton value="entry">{translate('app.countForm.entryView')}</ToggleButton>
      <ToggleButton value="report">{translate('app.countForm.reportView')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
