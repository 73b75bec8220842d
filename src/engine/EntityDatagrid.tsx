import Chip from '@mui/material/Chip';
import {
  DatagridConfigurable,
  FunctionField,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import {
  chipColourOf,
  displayValue,
  entityShowPath,
  fieldLabelKey,
  type RegisterDeclaration,
} from '../domain/engine';
import { useAppPath } from '../shared/useAppPath';
import { EntityBulkDelete, EntityRowActions, SerialNumber } from './EntityRowActions';
import { ListNotice } from './ListNotice';
import { PhotoThumbs } from '../shared/photos/PhotoThumbs';
import { photoIds } from '../shared/photos/photoIds';
import { useModuleWords } from './useModuleWords';

interface Props {
  d: RegisterDeclaration;
  writable: boolean;
  /** The dialog opens a row (`view.dialog`): rows get edit and delete buttons, no row click. */
  onOpen?(record: RaRecord): void;
  /** A row of the module's own list call as the engine's record. */
  row?(record: RaRecord): RaRecord;
  /** Where a row opens, when another screen lists the register (the units' status page). */
  rowPath?(id: Identifier): string;
  /** The stored column choice's name (another screen's list keeps its own). */
  listName?: string;
}

/**
 * The list as a table: the declared list columns (choosable; sorted by the declared sortable
 * ones when a register names them), row click or row buttons, bulk delete.
 */
export function EntityDatagrid({
  d,
  writable,
  onOpen,
  row = (r) => r,
  rowPath,
  listName = d.name,
}: Props) {
  const translate = useTranslate();
  const path = useAppPath();
  const { key } = useModuleWords(d.name);
  const columns = d.fields.filter((f) => f.inList);
  const namesSortable = d.fields.some((f) => f.sortable);
  return (
    <DatagridConfigurable
      preferenceKey={`${listName}.datagrid`}
      rowClick={(id) => {
        if (onOpen) return false;
        if (rowPath) return path(rowPath(id));
        return d.view.showPage ? path(entityShowPath(d, id)) : 'edit';
      }}
      bulkActionButtons={writable ? <EntityBulkDelete d={d} /> : false}
      empty={<ListNotice text={key('list.empty')} />}
    >
      {d.view.serial && (
        <FunctionField
          label={key('list.serial')}
          sortable={false}
          render={() => <SerialNumber />}
        />
      )}
      {columns.map((field) => (
        <FunctionField
          key={field.name}
          source={field.name}
          label={fieldLabelKey(d.name, field.name)}
          sortable={
            namesSortable
              ? field.sortable === true
              : field.type !== 'multiSelect' && field.type !== 'photo'
          }
          // a number right, as figures are read; one shown by its label (a unit's type) as text
          textAlign={
            (field.type === 'count' || field.type === 'integer') && !field.valueLabels
              ? 'right'
              : 'left'
          }
          render={(record) => {
            if (field.type === 'photo')
              return (
                <PhotoThumbs
                  ids={photoIds(row(record)[field.name])}
                  name={String(row(record)[d.view.titleField] ?? '')}
                />
              );
            const shown = displayValue(d, field, row(record), translate);
            const colour = chipColourOf(field, row(record)[field.name]);
            return colour ? <Chip size="small" color={colour} label={shown} /> : shown;
          }}
        />
      ))}
      {onOpen && (
        <FunctionField
          label={key('list.actions')}
          sortable={false}
          render={() => <EntityRowActions d={d} writable={writable} onOpen={onOpen} />}
        />
      )}
    </DatagridConfigurable>
  );
}
