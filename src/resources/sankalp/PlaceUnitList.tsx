import type { ReactElement, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { List, useTranslate } from 'react-admin';
import { GeoPickerButton, useSelectedPlace } from '../../shared/geo-picker';
import { sankalpFilters } from './sankalpFilters';

export interface PlaceUnitListProps {
  title: string;
  /** Shown instead of the list while no place is chosen. */
  pickPlaceKey: string;
  empty: ReactElement;
  /** The Datagrid. */
  children: ReactNode;
}

/** The picker, then the units of the chosen place's subtree with the unit filters. */
export function PlaceUnitList({ title, pickPlaceKey, empty, children }: PlaceUnitListProps) {
  const translate = useTranslate();
  const { place } = useSelectedPlace();
  return (
    <Box>
      <Box sx={{ mt: 2 }}>
        <GeoPickerButton />
      </Box>
      {!place ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate(pickPlaceKey)}
        </Alert>
      ) : (
        <List
          resource="sankalp"
          title={title}
          filter={{ location_id: place.location_id }}
          filters={sankalpFilters}
          empty={empty}
          sort={{ field: 'id', order: 'ASC' }}
          exporter={false}
          disableSyncWithLocation
          actions={false}
        >
          {children}
        </List>
      )}
    </Box>
  );
}
