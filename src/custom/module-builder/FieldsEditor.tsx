import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import {
  fieldRenamed,
  freeFieldName,
  moved,
  withFields,
  withWord,
  wordOf,
  type FieldDeclaration,
  type ModuleDefinition,
} from '../../domain/engine';
import { FieldRow } from './FieldRow';
import { T } from './words';

/** The sections and fields of a register or count form: add, rename, reorder, retire. */
export function FieldsEditor(props: {
  d: ModuleDefinition;
  published: ReadonlySet<string>;
  onChange: (d: ModuleDefinition) => void;
}) {
  const { d, published, onChange } = props;
  const translate = useTranslate();
  if (d.kind === 'rollupReport') return null;
  const replace =
    (index: number) =>
    (field: FieldDeclaration, words: ModuleDefinition = d) =>
      onChange(withFields(words, (fields) => fields.map((f, i) => (i === index ? field : f))));
  const add = () => {
    const name = freeFieldName(d.fields);
    const type = d.kind === 'countForm' ? 'count' : 'text';
    const field: FieldDeclaration = {
      name,
      type,
      section: d.sections[0],
      ...(d.kind === 'countForm' ? { summed: true } : {}),
    };
    onChange(withFields(d, (fields) => [...fields, field]));
  };
  const addSection = () => {
    const name = `section${d.sections.length + 1}`;
    onChange({ ...d, sections: [...d.sections, name] } as ModuleDefinition);
  };
  return (
    <>
      <Typography variant="h6" component="h2">
        {translate(`${T}.sections`)}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
        {d.sections.map((s) => (
          <TextField
            key={s}
            size="small"
            label={`${translate(`${T}.sectionName`)} (${s})`}
            value={wordOf(d, 'mr', ['sections', s])}
            onChange={(e) => onChange(withWord(d, 'mr', ['sections', s], e.target.value))}
          />
        ))}
        <Button onClick={addSection}>{translate(`${T}.addSection`)}</Button>
      </Stack>
      <Typography variant="h6" component="h2">
        {translate(`${T}.fields`)}
      </Typography>
      {d.fields.map((f, i) => (
        <FieldRow
          key={i}
          d={d}
          field={f}
          index={i}
          keyLocked={published.has(f.name)}
          onField={replace(i)}
          onMove={(by) => onChange(withFields(d, (fields) => moved(fields, i, by)))}
          onRename={(to) => onChange(fieldRenamed(d, i, to))}
        />
      ))}
      <Button variant="outlined" onClick={add} sx={{ mb: 2 }}>
        {translate(`${T}.addField`)}
      </Button>
    </>
  );
}
