import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { ALL_LEVELS, LEVEL_NAMES } from '../../domain/levels';

/** A choice of levels of the tree, 1 (प्रांत) to 11 (वस्ती), as a row of boxes. */
export function LevelBoxes(props: {
  label: string;
  value: readonly number[];
  onChange: (levels: number[]) => void;
}) {
  const { label, value, onChange } = props;
  const toggle = (level: number) =>
    onChange(
      value.includes(level)
        ? value.filter((l) => l !== level)
        : [...value, level].sort((a, b) => a - b),
    );
  return (
    <FormGroup role="group" aria-label={label} sx={{ mb: 1 }}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {ALL_LEVELS.map((level) => (
          <FormControlLabel
            key={level}
            control={
              <Checkbox
                size="small"
                checked={value.includes(level)}
                onChange={() => toggle(level)}
              />
            }
            label={LEVEL_NAMES[level]}
          />
        ))}
      </FormGroup>
    </FormGroup>
  );
}
