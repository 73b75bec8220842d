import { SearchInput, SelectInput } from 'react-admin';
import { useVolunteerReference } from './useVolunteerReference';
import { fieldLabel, referenceChoices } from './volunteerChoices';

/** FilterForm reads `source` and `alwaysOn` from the element's props. */
interface FilterProps {
  source: 'category' | 'responsibilityLevel';
  alwaysOn?: boolean;
}

function ReferenceFilter({ source }: FilterProps) {
  const { reference } = useVolunteerReference();
  return (
    <SelectInput
      source={source}
      label={fieldLabel(source)}
      choices={referenceChoices(reference, {})[source]}
      translateChoice={false}
    />
  );
}

/** Search (q) and the two filters the list's data provider serves (the place is permanent). */
export const volunteerFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceFilter key="category" source="category" alwaysOn />,
  <ReferenceFilter key="responsibilityLevel" source="responsibilityLevel" alwaysOn />,
];
