import type { pickerMr } from '../mr/picker';

/** English texts of the picker and tree page; same keys as `pickerMr`. */
export const pickerEn: typeof pickerMr = {
  picker: {
    title: 'Choose geographic structure',
    prompt: 'Please choose the geographic structure',
    open: 'Change geographic structure',
    cancel: 'Cancel selection',
    confirm: 'Choose: %{place}',
    loading: 'Loading...',
    loadFailed: 'The geographic structure could not be loaded. Please try again.',
    retry: 'Try again',
    noChildren: 'No places below this one',
    onlyLevels: 'Only a place of this level can be chosen: %{levels}',
    notSelectable: 'This level cannot be chosen here',
    tree: 'Geographic structure tree',
    search: {
      label: 'Search a place',
      placeholder: 'Type a place name (at least 2 letters)',
      results: 'Search results',
      noResults: 'No matching place found',
      failed: 'The search failed. Please try again.',
    },
  },
  geo: {
    tree: {
      title: 'Geographic structure',
      legend: 'Level colours',
      childCount: '%{smart_count} sub-place |||| %{smart_count} sub-places',
      empty: 'There are no places below this one',
      noPlace: 'Your place is not available. Please sign in again.',
    },
  },
};
