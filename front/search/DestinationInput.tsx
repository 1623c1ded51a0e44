import PlaceIcon from '@mui/icons-material/Place';
import StarIcon from '@mui/icons-material/Star';
import TrainIcon from '@mui/icons-material/Train';
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../common/api.ts';
import { t } from '../../common/i18n/index.ts';
import type { FavoritePlace } from '../../entities/favoritePlaceReplies.ts';
import type { Place } from '../../entities/searchReplies.ts';
import type { Destination } from './searchState.ts';
import { OptionRow } from '../shared/OptionRow.tsx';

type Option = Destination & { detail?: string };

const MIN_LETTERS = 2;
const DEBOUNCE_MS = 200;

const GROUPS: Record<Destination['kind'], string> = {
  favorite: 'search.destination.favorites',
  city: 'search.destination.cities',
  place: 'search.destination.places',
};

const ICONS = {
  favorite: <StarIcon fontSize="small" color="secondary" />,
  city: <PlaceIcon fontSize="small" color="primary" />,
  place: <TrainIcon fontSize="small" color="action" />,
};

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The destination: the company's favourite places first, then the catalogue's cities and the stations, airports and
 * venues the server finds for what is typed (GET /api/cities).
 */
export function DestinationInput({
  value,
  onChange,
  favorites,
  error,
}: {
  value: Destination | null;
  onChange: (destination: Destination | null) => void;
  favorites: FavoritePlace[];
  error?: string;
}) {
  const [input, setInput] = useState(value?.label ?? '');
  const [found, setFound] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const search = input.trim();
    if (search.length < MIN_LETTERS || search === value?.label) {
      setFound([]);
      return;
    }
    let current = true;
    setLoading(true);
    const timer = setTimeout(() => {
      apiFetch<Place[]>(`/api/cities?search=${encodeURIComponent(search)}`)
        .then(({ data }) => {
          if (!current) return;
          setFound(
            data.map((place) => ({
              kind: place.kind,
              label: place.name,
              ...(place.kind === 'city' ? { city: place.name } : {}),
              lat: place.lat,
              lng: place.lng,
              detail: place.kind === 'city' ? t('search.destination.hotels_count', { smart_count: place.hotels }) : (place.address ?? undefined),
            })),
          );
        })
        .catch(() => current && setFound([]))
        .finally(() => current && setLoading(false));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [input, value?.label]);

  const typed = normalise(input.trim());
  const favoriteOptions: Option[] = favorites
    .filter((place) => !typed || typed === normalise(value?.label ?? '') || normalise(`${place.name} ${place.city ?? ''}`).includes(typed))
    .map((place) => ({
      kind: 'favorite',
      label: place.name,
      favoriteLocationId: place.id,
      lat: place.lat,
      lng: place.lng,
      detail: [place.address, place.city].filter(Boolean).join(', '),
    }));
  const options = [...favoriteOptions, ...found];

  return (
    <Autocomplete<Option>
      value={value}
      onChange={(_, option) =>
        onChange(
          option
            ? { kind: option.kind, label: option.label, city: option.city, lat: option.lat, lng: option.lng, favoriteLocationId: option.favoriteLocationId }
            : null,
        )
      }
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      options={options}
      // The server already matched the cities; favourites are matched above, accents aside.
      filterOptions={(all) => all}
      groupBy={(option) => t(GROUPS[option.kind])}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) =>
        option.kind === chosen.kind && option.label === chosen.label && option.favoriteLocationId === chosen.favoriteLocationId
      }
      loading={loading}
      loadingText={t('search.destination.loading')}
      noOptionsText={input.trim().length < MIN_LETTERS ? t('search.destination.type_more') : t('search.destination.no_option')}
      renderOption={(props, option) => <OptionRow optionProps={props} icon={ICONS[option.kind]} label={option.label} detail={option.detail} />}
      renderInput={(params) => (
        <TextField
          {...params}
          name="destination"
          label={t('search.destination.label')}
          placeholder={t('search.destination.placeholder')}
          error={Boolean(error)}
          helperText={error}
          required
        />
      )}
    />
  );
}
