import { NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import { choiceLabelKey, fieldLabelKey, type RegisterDeclaration } from '../domain/engine';
import { CatalogueFilterInput } from './CatalogueSelectInput';
import { ValueLabelFilter } from './ValueLabelSelect';

/**
 * The list's filters: a search box over the search fields and each standard filter, all shown
 * at once (Frappe's standard filters: the list has no filter button to add them). Labelled
 * by the module, whichever resource the list reads (the units' spec list).
 */
export function entityFilters(d: RegisterDeclaration) {
  const filters = d.fields
    .filter((f) => f.filter)
    .map((f) =>
      f.type === 'flag' || f.type === 'yesNo' ? (
        <NullableBooleanInput
          key={f.name}
          source={f.name}
          label={fieldLabelKey(d.name, f.name)}
          alwaysOn
        />
      ) : f.choicesFrom && !f.choicesFrom.parent ? (
        <CatalogueFilterInput key={f.name} d={d} field={f} source={f.name} alwaysOn />
      ) : f.valueLabels ? (
        <ValueLabelFilter key={f.name} d={d} field={f} source={f.name} alwaysOn />
      ) : (
        <SelectInput
          key={f.name}
          source={f.name}
          label={fieldLabelKey(d.name, f.name)}
          alwaysOn
          choices={(f.choices ?? []).map((code) => ({
            id: code,
            name: choiceLabelKey(d.name, f.name, code),
          }))}
        />
      ),
    );
  return d.fields.some((f) => f.search)
    ? [<SearchInput key="q" source="q" alwaysOn />, ...filters]
    : filters;
}
