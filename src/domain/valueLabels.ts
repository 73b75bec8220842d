import { ekakSubTypeKey, ekakTypeKey } from './gathering/units';

/**
 * Named label lists an integer field may show its values by (`valueLabels: 'unitType'`): a
 * value's translation key. A unit's type and sub-type are stored as the catalogue's ids and
 * shown, in lists, exports and the history, by their names.
 */
export const VALUE_LABELS: Readonly<Record<string, (value: number) => string>> = {
  unitType: ekakTypeKey,
  unitSubType: ekakSubTypeKey,
};
