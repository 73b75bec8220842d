import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import {
  reportColumns,
  reportRowLabel,
  sheetColumns,
  type ReportPlace,
  type SummaryReport,
} from '../../../domain/report';
import { ReportTable } from '../../../shared/exports';

interface Part {
  parent: ReportPlace;
  children: ReportPlace[];
  view: 'upkhand' | 'upkhand_nagar';
}

/** Taluka and urban-town views: the mandals of each upkhand and the vastis of each upkhand nagar. */
export function SubUnitLists({ report }: { report: SummaryReport }) {
  const translate = useTranslate();
  const parts: Part[] = [
    ...(report.upkhand ?? []).map((u) => ({
      parent: u,
      children: u.mandals,
      view: 'upkhand' as const,
    })),
    ...(report.upkhandNagar ?? []).map((n) => ({
      parent: n,
      children: n.children_locations,
      view: 'upkhand_nagar' as const,
    })),
  ].filter((part) => part.children.length);
  if (!parts.length) return null;
  return (
    <Box sx={{ mt: 3 }}>
      {parts.map(({ parent, children, view }) => {
        const title = translate('app.ahawal.mandals.title', { place: reportRowLabel(parent) });
        return (
          <Accordion key={parent.location_id} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="h3">{title}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <ReportTable
                columns={sheetColumns(reportColumns(view), translate)}
                rows={children}
                label={title}
                totalsLabel={translate('app.ahawal.total')}
                totalsWhenEmpty={0}
              />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
