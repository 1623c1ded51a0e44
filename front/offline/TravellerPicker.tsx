import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../common/api.ts';
import { t } from '../../common/i18n/index.ts';
import { TRAVELLER_SEARCH_MIN_LETTERS } from '../../entities/bookingRules.ts';
import type { OfflineContact } from '../../entities/offlineRules.ts';

interface CompanyTraveller {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  mobilePhone: string | null;
}

const DEBOUNCE_MS = 250;

/**
 * Finds one of the company's travellers (three letters at least) and hands it over as a contact, linked by its id so
 * the traveller's own lists show the request.
 */
export function TravellerPicker({ onPick, disabled, exclude }: { onPick: (contact: OfflineContact) => void; disabled: boolean; exclude: readonly number[] }) {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<CompanyTraveller[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const search = input.trim();
    if (search.length < TRAVELLER_SEARCH_MIN_LETTERS) return setOptions([]);
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      apiFetch<{ items: CompanyTraveller[] }>(`/api/me/travellers?enabled=true&itemsPerPage=20&search=${encodeURIComponent(search)}`)
        .then(({ data }) => live && setOptions(data.items), () => live && setOptions([]))
        .finally(() => live && setLoading(false));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [input]);
  return (
    <Autocomplete<CompanyTraveller>
      options={options.filter((option) => !exclude.includes(option.id))}
      getOptionLabel={(option) => `${option.firstName} ${option.lastName}${option.email ? ` (${option.email})` : ''}`}
      filterOptions={(all) => all}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => reason !== 'reset' && setInput(value)}
      onChange={(_, picked) => {
        if (!picked) return;
        onPick({ travellerId: picked.id, firstName: picked.firstName, lastName: picked.lastName, email: picked.email ?? '', phone: picked.mobilePhone ?? '' });
        setInput('');
      }}
      loading={loading}
      disabled={disabled}
      noOptionsText={input.trim().length < TRAVELLER_SEARCH_MIN_LETTERS ? t('offline.traveller.type_more') : t('offline.traveller.none')}
      loadingText={t('offline.traveller.loading')}
      renderInput={(params) => <TextField {...params} label={t('offline.traveller.pick')} />}
      sx={{ flex: 1, minWidth: 280 }}
    />
  );
}
