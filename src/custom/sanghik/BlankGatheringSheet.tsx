import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ekakSubTypeKey, ekakTypeKey, inputsOf, placeLabel } from '../../domain';
import { PrintHeading } from '../../shared/print';
import { groupByPlace } from './entry';
import type { SanghikUnit } from '../../domain/gatheringRecords';

const BOX = { display: 'inline-block', width: '16mm', height: '7mm', border: '1px solid #555' };
const cell = { border: '1px solid #999', padding: '4px 6px', verticalAlign: 'middle' } as const;

/**
 * The month's paper form (printed only): the units grouped by village, each with an empty box
 * for exactly the inputs of its sub-type and for the total, for collecting numbers at the शाखा.
 */
export function BlankGatheringSheet({
  heading,
  units,
}: {
  heading: string;
  units: readonly SanghikUnit[];
}) {
  const translate = useTranslate();
  return (
    <Box data-print="only">
      <PrintHeading lines={[heading, translate('app.sanghikEntry.blankSheet.note')]} />
      {groupByPlace(units).map(({ place, parent, units: inPlace }) => (
        <Box key={place.location_id} component="section" sx={{ mt: 2, breakInside: 'avoid' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {placeLabel(place)}
            {parent && ` · ${placeLabel(parent)}`}
          </Typography>
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <tbody>
              {inPlace.map((unit) => (
                <tr key={unit.sankalp_id}>
                  <td style={cell}>
                    <strong>{unit.localized_name}</strong>
                    <br />
                    {translate(ekakTypeKey(unit.ekak_type_id))} ·{' '}
                    {translate(ekakSubTypeKey(unit.ekak_sub_type_id))}
                  </td>
                  {[...inputsOf(unit.ekak_sub_type_id), 'total' as const].map((field) => (
                    <td key={field} style={cell}>
                      {translate(`app.gathering.field.${field}`)} <Box component="span" sx={BOX} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      ))}
    </Box>
  );
}
