import { SelectInput, useListFilterContext } from 'react-admin';
import { fieldLabel, useUnitChoices } from './unitChoices';

/** FilterForm reads `source` and `alwaysOn` from the element's props. */
interface FilterProps {
  source: string;
  alwaysOn?: boolean;
}

function TypeFilter({ source }: FilterProps) {
  const { types } = useUnitChoices();
  return (
    <SelectInput
      source={source}
      label={fieldLabel(source)}
      choices={types}
      translateChoice={false}
    />
  );
}

/** Sub-types of the chosen type (all nine, named with their type, when no type is chosen). */
function SubTypeFilter({ source }: FilterProps) {
  const { subTypes } = useUnitChoices();
  const { filterValues } = useListFilterContext();
  return (
    <SelectInput
      source={source}
      label={fieldLabel(source)}
      choices={subTypes(filterValues.ekak_type_id)}
      translateChoice={false}
    />
  );
}

function StatusFilter({ source }: FilterProps) {
  const { statuses } = useUnitChoices();
  return (
    <SelectInput
      source={source}
      label={fieldLabel(source)}
      choices={statuses}
      translateChoice={false}
    />
  );
}

/** The list's filters (the place comes from the picker, as a permanent filter). */
export const sankalpFilters = [
  <TypeFilter key="type" source="ekak_type_id" alwaysOn />,
  <SubTypeFilter key="subType" source="ekak_sub_type_id" alwaysOn />,
  <StatusFilter key="status" source="status" alwaysOn />,
];
