import { SearchInput, SelectInput } from 'react-admin';
import { VOLUNTEER_LIST_FILTERS, type VolunteerFieldKey } from '../../domain/volunteer';
import { useCatalogue } from '../../shared/useCatalogue';
import { fieldLabel, referenceChoices } from './volunteerChoices';

/** FilterForm reads `source` and `alwaysOn` from the element's props. */
interface FilterProps {
  source: VolunteerFieldKey;
  alwaysOn?: boolean;
}

function ReferenceFilter({ source }: FilterProps) {
  const { reference } = useCatalogue();
  return (
    <SelectInput
      source={source}
      label={fieldLabel(source)}
      choices={referenceChoices(reference, {})[source]}
      translateChoice={false}
    />
  );
}

/** Search (q) and the declared list filters (the place is permanent). */
export const volunteerFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  ...VOLUNTEER_LIST_FILTERS.map((source) => (
    <ReferenceFilter key={source} source={source} alwaysOn />
  )),
];
