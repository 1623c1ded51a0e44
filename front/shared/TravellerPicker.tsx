import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Autocomplete, Box, IconButton, TextField, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../common/api.ts';
import { t } from '../../common/i18n/index.ts';
import { TRAVELLER_SEARCH_MIN_LETTERS } from '../../entities/bookingRules.ts';
import { NewTravellerDialog } from './NewTravellerDialog.tsx';
import type { Traveller, TravellerPage } from '../../entities/travellerReplies.ts';
import { OptionRow } from './OptionRow.tsx';

const DEBOUNCE_MS = 250;
const letters = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').length;

export const travellerName = (traveller: Traveller) => `${traveller.firstName} ${traveller.lastName}`;

/**
 * A search among the company's enabled travellers from three letters (the server's rule). It holds the traveller of a
 * room (`value`), with `creates` a new one made on the spot; or, with `adds`, it holds none: each traveller picked is
 * handed over and the search starts again, for a form that grows a list of travellers.
 */
export function TravellerPicker({
  value = null,
  onChange,
  label,
  excluded,
  error,
  name,
  required,
  disabled,
  adds = false,
  creates = false,
}: {
  value?: Traveller | null;
  onChange: (traveller: Traveller | null) => void;
  label: string;
  excluded: readonly number[];
  error?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  adds?: boolean;
  creates?: boolean;
}) {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<Traveller[]>([]);
  const [loading, setLoading] = useState(false);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    const text = input.trim();
    if (letters(text) < TRAVELLER_SEARCH_MIN_LETTERS || (value && text === travellerName(value))) {
      setOptions([]);
      return;
    }
    let live = true;
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const { data } = await apiFetch<TravellerPage>(`/api/me/travellers?${new URLSearchParams({ search: text, enabled: 'true', itemsPerPage: '10' })}`);
        if (live) setOptions(data.items);
      } catch {
        if (live) setOptions([]);
      } finally {
        if (live) setLoading(false);
      }
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [input, value]);

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flex: 1, minWidth: { sm: 280 } }}>
      <Autocomplete<Traveller>
        sx={{ flex: 1 }}
        value={value}
        onChange={(_, traveller) => {
          onChange(traveller);
          if (adds && traveller) setInput('');
        }}
        inputValue={input}
        // Picked in a list, a traveller leaves the search empty rather than showing its name.
        onInputChange={(_, text, reason) => !(adds && reason === 'reset') && setInput(text)}
        options={options.filter((option) => !excluded.includes(option.id) || option.id === value?.id)}
        filterOptions={(all) => all}
        getOptionLabel={travellerName}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        loading={loading}
        disabled={disabled}
        loadingText={t('booking.traveller_search.loading')}
        noOptionsText={letters(input) < TRAVELLER_SEARCH_MIN_LETTERS ? t('booking.traveller_search.type_more') : t('booking.traveller_search.none')}
        renderOption={(props, option) => <OptionRow optionProps={props} label={travellerName(option)} detail={option.email} />}
        renderInput={(params) => (
          <TextField
            {...params}
            name={name}
            label={label}
            placeholder={t('booking.traveller_search.placeholder')}
            error={Boolean(error)}
            helperText={error}
            required={required}
          />
        )}
      />
      {creates && (
        <>
          <Tooltip title={t('booking.traveller_search.create')}>
            <IconButton aria-label={t('booking.traveller_search.create')} onClick={() => setCreating(true)} sx={{ mt: 1 }}>
              <PersonAddIcon />
            </IconButton>
          </Tooltip>
          <NewTravellerDialog
            open={creating}
            onClose={() => setCreating(false)}
            onCreated={(traveller) => {
              setCreating(false);
              setInput(adds ? '' : travellerName(traveller));
              onChange(traveller);
            }}
          />
        </>
      )}
    </Box>
  );
}
