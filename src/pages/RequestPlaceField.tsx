import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { placeLabel, type PlaceSearchHit } from '../domain/geo';

/** The place a person asks for: search by name over places of levels 1 to 8. */
export function RequestPlaceField({
  value,
  onChange,
  error,
}: {
  value: PlaceSearchHit | null;
  onChange(place: PlaceSearchHit | null): void;
  error?: string;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<PlaceSearchHit[]>([]);

  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      dataProvider.searchRequestPlaces(q).then(
        (hits) => live && setOptions(hits),
        () => live && setOptions([]),
      );
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, dataProvider]);

  return (
    <Autocomplete
      options={options}
      value={value}
      filterOptions={(x) => x}
      getOptionLabel={placeLabel}
      isOptionEqualToValue={(a, b) => a.location_id === b.location_id}
      renderOption={(props, p) => (
        <li {...props} key={p.location_id}>
          {[...p.ancestors, placeLabel(p)].join(' › ')}
        </li>
      )}
      // only typing searches: choosing an option writes its label into the box, and a search
      // for that label could still be on its way after the request is sent and the user signed out
      onInputChange={(_e, v, reason) => reason === 'input' && setText(v)}
      onChange={(_e, v) => onChange(v)}
      noOptionsText={translate('app.users.list.empty')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.users.fields.requestedPlace')}
          required
          error={Boolean(error)}
          helperText={error ? translate(error) : ' '}
        />
      )}
    />
  );
}
