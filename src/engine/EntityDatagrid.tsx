import { BulkDeleteButton, DatagridConfigurable, FunctionField, useTranslate } from 'react-admin';
import { displayValue, entityShowPath, type RegisterDeclaration } from '../domain/engine';
import { useAppPath } from '../shared/useAppPath';
import { ListNotice } from './ListNotice';

/** The list as a table: the declared list columns (choosable), row click, bulk delete. */
export function EntityDatagrid({ d, writable }: { d: RegisterDeclaration; writable: boolean }) {
  const translate = useTranslate();
  const path = useAppPath();
  const columns = d.fields.filter((f) => f.inList);
  return (
    <DatagridConfigurable
      preferenceKey={`${d.name}.datagrid`}
      rowClick={(id) => (d.view.showPage ? path(entityShowPath(d, id)) : 'edit')}
      bulkActionButtons={writable ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
      empty={<ListNotice text="app.entity.list.empty" />}
    >
      {columns.map((field) => (
        <FunctionField
          key={field.name}
          source={field.name}
          sortable={field.type !== 'multiSelect'}
          textAlign={field.type === 'count' || field.type === 'integer' ? 'right' : 'left'}
          render={(record) => displayValue(d, field, record, translate)}
        />
      ))}
    </DatagridConfigurable>
  );
}
