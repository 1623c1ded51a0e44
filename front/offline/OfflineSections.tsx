import { Alert, FormControl, FormControlLabel, FormHelperText, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { BED_TYPES, MAX_TRAVELLERS, type BedType } from '../../entities/bookingRules.ts';
import { OFFLINE_PRIORITIES } from '../../entities/offlineRules.ts';
import { Section } from '../shared/DetailParts.tsx';
import { bound, DateField, type FormPart as FormPartOf, message } from '../shared/FormFields.tsx';
import type { FavoritePlace } from '../../entities/favoritePlaceReplies.ts';
import { parisDay } from '../search/searchState.ts';
import type { OfflineFormValues } from './offlineForm.ts';

/** What a section of the offline request form edits. */
export type FormPart = FormPartOf<OfflineFormValues>;

/** The stay's dates, and the day the answer is wanted by. */
export function StaySection(part: FormPart) {
  const { values } = part;
  return (
    <Section title={t('offline.sections.stay')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField {...bound(part, 'from')} label={t('offline.fields.from')} min={parisDay(0)} fullWidth required />
        <DateField {...bound(part, 'to')} label={t('offline.fields.to')} min={values.from || parisDay(1)} fullWidth required />
        <DateField {...bound(part, 'responseDate')} label={t('offline.fields.response_date')} min={parisDay(0)} max={values.from || undefined} fullWidth />
      </Stack>
    </Section>
  );
}

/** Where the stay is: a place typed or one of the company's favourites, and whether the place or the budget comes first. */
export function DestinationSection({ values, errors, set, favorites }: FormPart & { favorites: readonly FavoritePlace[] }) {
  return (
    <Section title={t('offline.sections.destination')}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...bound({ values, errors, set }, 'destination')}
            label={t('offline.fields.destination')}
            slotProps={{ htmlInput: { maxLength: 255 } }}
            fullWidth
          />
          {favorites.length > 0 && (
            <TextField
              select
              name="favoriteLocationId"
              label={t('offline.fields.favorite')}
              value={values.favoriteLocationId ?? ''}
              onChange={(event) => set('favoriteLocationId', event.target.value === '' ? null : Number(event.target.value))}
              error={Boolean(errors.favoriteLocationId)}
              helperText={message(errors, 'favoriteLocationId') ?? ' '}
              fullWidth
            >
              <MenuItem value="">{t('offline.fields.no_favorite')}</MenuItem>
              {favorites.map((place) => (
                <MenuItem key={place.id} value={place.id}>
                  {[place.name, place.city].filter(Boolean).join(', ')}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormControl error={Boolean(errors.priority)} sx={{ minWidth: 240 }}>
            <FormLabel id="priority-label">{t('offline.fields.priority')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="priority-label"
              name="priority"
              value={values.priority ?? ''}
              onChange={(event) => set('priority', event.target.value as OfflineFormValues['priority'])}
            >
              {OFFLINE_PRIORITIES.map((priority) => (
                <FormControlLabel key={priority} value={priority} control={<Radio />} label={t(`offline.priority.${priority}`)} />
              ))}
            </RadioGroup>
            <FormHelperText>{message(errors, 'priority') ?? ' '}</FormHelperText>
          </FormControl>
          <TextField
            {...bound({ values, errors, set }, 'budget')}
            label={t('offline.fields.budget')}
            inputMode="decimal"
            required={values.priority === 'budget'}
            sx={{ minWidth: 260 }}
          />
        </Stack>
      </Stack>
    </Section>
  );
}

/** The rooms: how many single and double, and each double room's beds. */
export function RoomsSection({ values, errors, set, onDouble }: FormPart & { onDouble: (double: number) => void }) {
  return (
    <Section title={t('offline.sections.rooms')}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="number"
            name="single"
            label={t('offline.fields.single')}
            value={values.single}
            onChange={(event) => set('single', Math.max(0, Math.min(MAX_TRAVELLERS + 1, Number(event.target.value) || 0)))}
            slotProps={{ htmlInput: { min: 0, max: MAX_TRAVELLERS } }}
            sx={{ maxWidth: 220 }}
          />
          <TextField
            type="number"
            name="double"
            label={t('offline.fields.double')}
            value={values.double}
            onChange={(event) => onDouble(Math.max(0, Math.min(MAX_TRAVELLERS + 1, Number(event.target.value) || 0)))}
            slotProps={{ htmlInput: { min: 0, max: MAX_TRAVELLERS } }}
            sx={{ maxWidth: 220 }}
          />
        </Stack>
        {values.bedTypes.slice(0, values.double).map((bed, room) => (
          <TextField
            key={room}
            select
            name={`bedTypes.${room}`}
            label={t('offline.fields.bed_type', { n: room + 1 })}
            value={bed ?? ''}
            onChange={(event) =>
              set(
                'bedTypes',
                values.bedTypes.map((current, i) => (i === room ? (event.target.value as BedType) : current)),
              )
            }
            error={Boolean(errors[`bedTypes.${room}`])}
            helperText={message(errors, `bedTypes.${room}`) ?? ' '}
            sx={{ maxWidth: 460 }}
          >
            {BED_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`offline.bed_types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        ))}
        {errors.rooms !== undefined && <Alert severity="error">{errorMessage(errors.rooms)}</Alert>}
        <Typography variant="body2" color="text.secondary">
          {t('offline.rooms_hint')}
        </Typography>
      </Stack>
    </Section>
  );
}
