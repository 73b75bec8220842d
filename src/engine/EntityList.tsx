import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { List, Pagination, type Identifier, type RaRecord } from 'react-admin';
import { GeoPickerButton, useSelectedPlace } from '../shared/geo-picker';
import { PAGE_SIZES } from '../shared/pageSizes';
import { moduleNameKey, type RegisterDeclaration } from '../domain/engine';
import { EntityCards } from './EntityCards';
import { EntityDatagrid } from './EntityDatagrid';
import { EntityDialog } from './EntityDialog';
import { entityFilters } from './entityFilters';
import { EntityInlineCreate } from './EntityInlineCreate';
import { EntityListActions } from './EntityListActions';
import { ListLoading } from './ListNotice';
import type { RegisterCalls } from './registerCalls';
import { useModuleWords } from './useModuleWords';

export interface EntityListProps {
  d: RegisterDeclaration;
  writable: boolean;
  /** The module's own calls for the dialog of `view.dialog` (the volunteers' spec calls). */
  calls?: RegisterCalls;
  /** Shown to writers above the list (a hand-built upload). */
  uploadArea?: ReactNode;
  /**
   * The register listed by another screen (the units' status list): its title, its own stored
   * filters and columns, rows opening that screen's page.
   */
  listedAs?: { name: string; title: string; rowPath(id: Identifier): string };
}

type Opened = { record?: RaRecord } | null;

/**
 * A register's list of the chosen place's subtree: search, standard filters, page sizes, column
 * choice, bulk delete, export; records opened on their pages or in the module's dialog.
 */
export function EntityList({ d, writable, calls, uploadArea, listedAs }: EntityListProps) {
  const { key, text } = useModuleWords(d.name);
  const { place } = useSelectedPlace();
  const [opened, setOpened] = useState<Opened>(null);
  const dialog = d.view.dialog === true;
  const placeable = place ? d.placeLevels.includes(place.level_id) : false;
  const listable = place && (!d.listLevels || d.listLevels.includes(place.level_id));
  return (
    <Box>
      <Box sx={{ mt: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <GeoPickerButton />
        {dialog && place && writable && placeable && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpened({})}>
            {text('list.add')}
          </Button>
        )}
        {dialog && place && writable && !placeable && (
          <Alert severity="info" sx={{ py: 0 }}>
            {text('list.wrongLevel')}
          </Alert>
        )}
      </Box>
      {writable && uploadArea && <Box sx={{ mt: 2 }}>{uploadArea}</Box>}
      {writable && d.view.createAboveList && <EntityInlineCreate d={d} />}
      {!place && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {text('list.pickPlace')}
        </Alert>
      )}
      {/* a list too wide to be useful (the volunteers of a प्रांत) is not asked for */}
      {place && !listable && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {text('list.tooWide')}
        </Alert>
      )}
      {place && listable && (
        <List
          resource={calls?.list?.resource ?? d.name}
          title={listedAs?.title ?? moduleNameKey(d.name)}
          filter={{ location_id: place.location_id }}
          filters={entityFilters(d)}
          sort={d.view.listSort ?? d.defaultSort ?? { field: 'updated_at', order: 'DESC' }}
          perPage={d.view.perPage ?? 20}
          pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
          exporter={false}
          empty={false}
          storeKey={`${listedAs?.name ?? d.name}.list`}
          actions={<EntityListActions d={d} writable={writable} place={place} />}
        >
          {d.view.list === 'cards' ? (
            <EntityCards d={d} />
          ) : (
            <>
              <ListLoading text={key('list.loading')} />
              <EntityDatagrid
                d={d}
                row={calls?.list?.row}
                rowPath={listedAs?.rowPath}
                listName={listedAs?.name}
                writable={writable}
                onOpen={dialog ? (record) => setOpened({ record }) : undefined}
              />
            </>
          )}
        </List>
      )}
      {opened && (
        <EntityDialog
          d={d}
          calls={calls}
          record={opened.record}
          locationId={place?.location_id}
          readOnly={!writable}
          onClose={() => setOpened(null)}
        />
      )}
    </Box>
  );
}
