import { SearchInput, SelectInput } from 'react-admin';
import { UserPlaceInput } from './UserPlaceInput';
import { label, levelChoices, roleChoices, statusChoices } from './userChoices';

/** Filters of `/user/list`: search, level, place (its subtree), status and role. */
export const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="level_id" source="level_id" label={label('level')} choices={levelChoices} />,
  <UserPlaceInput key="location_id" source="location_id" />,
  <SelectInput key="status" source="status" label={label('status')} choices={statusChoices} />,
  <SelectInput key="role" source="role" label={label('role')} choices={roleChoices} />,
];
