import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import {
  fieldLabelKey,
  fieldsFor,
  type CountFormDeclaration,
  type CountSubject,
  subTypeLabelKeys,
} from '../../domain/engine';
import { PrintHeading } from '../../shared/print';
import { groupSubjects } from './groups';
import { subjectSubTypeOf } from '../../domain/subjects';

const BOX = { display: 'inline-block', width: '16mm', height: '7mm', border: '1px solid #555' };
const cell = { border: '1px solid #999', padding: '4px 6px', verticalAlign: 'middle' } as const;

/**
 * The period's paper form (printed only): the subjects grouped as on screen, each with an empty
 * box for exactly the counts its card shows (a unit's sub-type, DESIGN §7) and for the total,
 * for collecting the numbers where they are counted.
 */
export function BlankCountSheet({
  d,
  heading,
  subjects,
}: {
  d: CountFormDeclaration;
  heading: string;
  subjects: readonly CountSubject[];
}) {
  const translate = useTranslate();
  const withTotal = d.fields.some((f) => f.inTotal);
  return (
    <Box data-print="only">
      <PrintHeading lines={[heading, translate('app.countForm.blankSheet.note')]} />
      {groupSubjects(subjects).map((inGroup) => (
        <Box
          key={inGroup[0]!.group.location_id}
          component="section"
          sx={{ mt: 2, breakInside: 'avoid' }}
        >
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {inGroup[0]!.group.label}
            {inGroup[0]!.group.parent && ` · ${inGroup[0]!.group.parent}`}
          </Typography>
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <tbody>
              {inGroup.map((s) => (
                <tr key={s.subject_id}>
                  <td style={cell}>
                    <strong>{s.name}</strong>
                    {subTypeLabelKeys(s).length > 0 && (
                      <>
                        <br />
                        {subTypeLabelKeys(s)
                          .map((key) => translate(key))
                          .join(' · ')}
                      </>
                    )}
                  </td>
                  {fieldsFor(d, subjectSubTypeOf(s))
                    .filter((f) => f.type === 'count' || f.type === 'integer')
                    .map((f) => (
                      <td key={f.name} style={cell}>
                        {translate(fieldLabelKey(d.name, f.name))} <Box component="span" sx={BOX} />
                      </td>
                    ))}
                  {withTotal && (
                    <td style={cell}>
                      {translate('app.countForm.total')} <Box component="span" sx={BOX} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      ))}
    </Box>
  );
}
