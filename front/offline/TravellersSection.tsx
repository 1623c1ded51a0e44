import AddIcon from '@mui/icons-material/PersonAdd';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { MAX_TRAVELLERS } from '../../entities/bookingRules.ts';
import type { OfflineContact } from '../../entities/offlineRules.ts';
import { Section } from '../shared/DetailParts.tsx';
import { TravellerPicker } from '../shared/TravellerPicker.tsx';
import type { FormPart } from './OfflineSections.tsx';
import { message } from '../shared/FormFields.tsx';

/** The travellers' contacts: typed, or picked among the company's travellers (`onPicked` then fills their custom fields). */
export function TravellersSection({ values, errors, set, onPicked }: FormPart & { onPicked: (travellerId: number) => void }) {
  const setTraveller = (index: number, patch: Partial<OfflineContact>) =>
    set(
      'travellers',
      values.travellers.map((traveller, i) => (i === index ? { ...traveller, ...patch } : traveller)),
    );
  const travellerError = (index: number, key: string) => message(errors, `travellers.${index}.${key}`);
  const phoneMissing = errors.travellers === 90;
  return (
    <Section title={t('offline.sections.travellers')}>
      <Stack spacing={2}>
        {values.travellers.map((traveller, index) => (
          <Box key={index} data-testid={`traveller-${index}`}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle2" sx={{ flex: 1 }}>
                {t('offline.traveller.title', { n: index + 1 })}
              </Typography>
              <Tooltip title={t('offline.traveller.remove')}>
                <IconButton
                  aria-label={t('offline.traveller.remove')}
                  onClick={() =>
                    set(
                      'travellers',
                      values.travellers.filter((_, i) => i !== index),
                    )
                  }
                  size="small"
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr 1fr' } }}>
              <TextField
                name={`travellers.${index}.firstName`}
                label={t('offline.traveller.first_name')}
                value={traveller.firstName}
                required
                onChange={(event) => setTraveller(index, { firstName: event.target.value, travellerId: null })}
                error={Boolean(travellerError(index, 'firstName'))}
                helperText={travellerError(index, 'firstName') ?? ' '}
              />
              <TextField
                name={`travellers.${index}.lastName`}
                label={t('offline.traveller.last_name')}
                value={traveller.lastName}
                required
                onChange={(event) => setTraveller(index, { lastName: event.target.value, travellerId: null })}
                error={Boolean(travellerError(index, 'lastName'))}
                helperText={travellerError(index, 'lastName') ?? ' '}
              />
              <TextField
                type="email"
                name={`travellers.${index}.email`}
                label={t('offline.traveller.email')}
                value={traveller.email ?? ''}
                onChange={(event) => setTraveller(index, { email: event.target.value })}
                error={Boolean(travellerError(index, 'email'))}
                helperText={travellerError(index, 'email') ?? ' '}
              />
              <TextField
                type="tel"
                name={`travellers.${index}.phone`}
                label={t('offline.traveller.phone')}
                value={traveller.phone ?? ''}
                onChange={(event) => setTraveller(index, { phone: event.target.value })}
                error={Boolean(travellerError(index, 'phone')) || phoneMissing}
                helperText={travellerError(index, 'phone') ?? ' '}
              />
            </Box>
          </Box>
        ))}
        {errors.travellers !== undefined && <Alert severity="error">{errorMessage(errors.travellers)}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TravellerPicker
            adds
            label={t('offline.traveller.pick')}
            disabled={values.travellers.length >= MAX_TRAVELLERS}
            excluded={values.travellers.map((traveller) => traveller.travellerId ?? 0)}
            onChange={(picked) => {
              if (!picked) return;
              // Linked by its id, so the traveller's own lists show the request.
              set('travellers', [
                ...values.travellers,
                { travellerId: picked.id, firstName: picked.firstName, lastName: picked.lastName, email: picked.email ?? '', phone: picked.mobilePhone ?? '' },
              ]);
              onPicked(picked.id);
            }}
          />
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            disabled={values.travellers.length >= MAX_TRAVELLERS}
            onClick={() => set('travellers', [...values.travellers, { travellerId: null, firstName: '', lastName: '', email: '', phone: '' }])}
          >
            {t('offline.traveller.add')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('offline.traveller.hint')}
        </Typography>
      </Stack>
    </Section>
  );
}
