import StarIcon from '@mui/icons-material/Star';
import { Autocomplete, TextField } from '@mui/material';
import { t } from '../../common/i18n/index.ts';
import type { FavoritePlace } from '../../entities/favoritePlaceReplies.ts';
import { OptionRow } from '../shared/OptionRow.tsx';

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The place as the request names it: its name, and its city when the name does not say it. */
export const placeText = (place: FavoritePlace) =>
  place.city && !normalise(place.name).includes(normalise(place.city)) ? `${place.name}, ${place.city}` : place.name;

/**
 * A request's destination: free text, with the company's favourite places offered as the user types (or opens the
 * list). A request names its destination in words, so the signed-in search's destination (DestinationInput, with its
 * coordinates and its city search) does not fit here; without favourites this is a plain text field.
 */
export function RequestDestination({
  value,
  onChange,
  favorites,
  error,
}: {
  value: string;
  onChange: (text: string) => void;
  favorites: readonly FavoritePlace[];
  error?: string;
}) {
  return (
    <Autocomplete<FavoritePlace, false, false, true>
      freeSolo
      fullWidth
      options={favorites}
      inputValue={value}
      onInputChange={(_, text) => onChange(text.slice(0, 255))}
      getOptionLabel={(option) => (typeof option === 'string' ? option : placeText(option))}
      groupBy={() => t('search.destination.favorites')}
      renderOption={(props, place) => (
        <OptionRow
          optionProps={props}
          icon={<StarIcon fontSize="small" color="secondary" />}
          label={place.name}
          detail={[place.address, place.postCode, place.city].filter(Boolean).join(', ')}
        />
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="destination"
          label={t('group.fields.destination')}
          required
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: 255 } }}
        />
      )}
    />
  );
}
