import AddIcon from '@mui/icons-material/PersonAdd';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiFetch, submitErrors } from '../../common/api.ts';
import { ErrorSummary } from '../../common/ErrorSummary.tsx';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import { BED_TYPES, MAX_TRAVELLERS, type BedType, type RuleErrors } from '../../entities/bookingRules.ts';
import type { CustomField, CustomFieldValue } from '../../entities/customFields.ts';
import { SEARCH_SERVICES } from '../../entities/offer.ts';
import { asksOrderNumber, ManagersSection, OrderNumberField } from '../shared/ApprovalFields.tsx';
import { CustomFieldInput } from '../shared/CustomFieldInput.tsx';
import { Section } from '../shared/DetailParts.tsx';
import { useTravellerCustomFields } from '../shared/customFieldValues.ts';
import { OFFLINE_PRIORITIES, type OfflineContact } from '../../entities/offlineRules.ts';
import type { FavoritePlace } from '../search/DestinationInput.tsx';
import { parisDay } from '../search/searchState.ts';
import { formErrors, requestBody, type OfflineFormValues, type OfflineSettings } from './offlineForm.ts';
import { TravellerPicker } from '../shared/TravellerPicker.tsx';

export interface Manager {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** What the form needs from the server besides the request itself. */
export interface FormContext {
  settings: OfflineSettings;
  favorites: FavoritePlace[];
  fields: CustomField[];
  managers: Manager[];
}

/** Where the server's answer sends the user: the confirmation of a sent request, or the saved draft's own page. */
interface Saved {
  id: number;
  ref: string;
  status: number;
}


const message = (errors: RuleErrors, key: string) => (errors[key] !== undefined ? errorMessage(errors[key]) : undefined);

/**
 * The offline request form (dates, destination, favourite place, priority, rooms, travellers' contacts, services,
 * references, comments, managers), for a new request and for a draft or a sent request being corrected. The server's
 * rules run as the user sends, with the same codes; what the server still refuses shows under the same inputs.
 */
export function OfflineRequestForm({ initial, context, requestId, sent = false }: { initial: OfflineFormValues; context: FormContext; requestId?: number; sent?: boolean }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<OfflineFormValues>(initial);
  const [errors, setErrors] = useState<RuleErrors>({});
  const [failure, setFailure] = useState<string | number | null>(null);
  // Each refused send: the summary of what is wrong, on top of the form, takes the focus.
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState<'draft' | 'submit' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { settings, favorites, fields, managers } = context;

  const set = <K extends keyof OfflineFormValues>(key: K, value: OfflineFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const setTraveller = (index: number, patch: Partial<OfflineContact>) =>
    set('travellers', values.travellers.map((traveller, i) => (i === index ? { ...traveller, ...patch } : traveller)));
  // The travellers picked fill the custom fields still empty with their saved values.
  const prefill = useTravellerCustomFields(fields, useCallback(
    (change: (current: OfflineFormValues['customFields']) => OfflineFormValues['customFields']) => setValues((current) => ({ ...current, customFields: change(current.customFields) })),
    [],
  ));
  const setCustom = (id: number, value: CustomFieldValue) => {
    prefill.typed(id);
    set('customFields', { ...values.customFields, [String(id)]: value });
  };
  const setDouble = (double: number) => {
    setValues((current) => ({ ...current, double, bedTypes: Array.from({ length: double }, (_, room) => current.bedTypes[room] ?? null) }));
  };

  const send = async (submit: boolean) => {
    setFailure(null);
    setNotice(null);
    const found = formErrors(values, submit, { today: parisDay(0), settings, fields });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((count) => count + 1);
      return setFailure('form');
    }
    setPending(submit ? 'submit' : 'draft');
    try {
      const body = requestBody(values, submit);
      const { data } = requestId
        ? await apiFetch<Saved>(`/api/booking/offline/${requestId}`, { method: 'PUT', body })
        : await apiFetch<Saved>('/api/booking/offline', { method: 'POST', body });
      if (submit) {
        navigate('/request/confirm', { state: { ...data, responseHours: settings.responseHours } });
      } else if (!requestId) {
        navigate(`/offline/${data.id}/edit`, { replace: true, state: { saved: data.ref } });
      } else {
        setNotice(t('offline.draft_saved', { ref: data.ref }));
      }
    } catch (error) {
      const { fields, code } = submitErrors(error);
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? 'form' : code);
      if (Object.keys(fields).length > 0) setAttempt((count) => count + 1);
    } finally {
      setPending(null);
    }
  };

  const travellerError = (index: number, key: string) => message(errors, `travellers.${index}.${key}`);
  const phoneMissing = errors.travellers === 90;

  return (
    <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); void send(true); }}>
      <Stack spacing={3}>
        {failure === 'form' && <ErrorSummary errors={errors} attempt={attempt} />}
        <Section title={t('offline.sections.stay')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField type="date" name="from" label={t('offline.fields.from')} value={values.from} onChange={(event) => set('from', event.target.value)}
              error={Boolean(errors.from)} helperText={message(errors, 'from') ?? ' '} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: parisDay(0) } }} fullWidth required />
            <TextField type="date" name="to" label={t('offline.fields.to')} value={values.to} onChange={(event) => set('to', event.target.value)}
              error={Boolean(errors.to)} helperText={message(errors, 'to') ?? ' '} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.from || parisDay(1) } }} fullWidth required />
            <TextField type="date" name="responseDate" label={t('offline.fields.response_date')} value={values.responseDate} onChange={(event) => set('responseDate', event.target.value)}
              error={Boolean(errors.responseDate)} helperText={message(errors, 'responseDate') ?? ' '} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: parisDay(0), max: values.from || undefined } }} fullWidth />
          </Stack>
        </Section>

        <Section title={t('offline.sections.destination')}>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField name="destination" label={t('offline.fields.destination')} value={values.destination} onChange={(event) => set('destination', event.target.value)}
                error={Boolean(errors.destination)} helperText={message(errors, 'destination') ?? ' '} slotProps={{ htmlInput: { maxLength: 255 } }} fullWidth />
              {favorites.length > 0 && (
                <TextField select name="favoriteLocationId" label={t('offline.fields.favorite')} value={values.favoriteLocationId ?? ''}
                  onChange={(event) => set('favoriteLocationId', event.target.value === '' ? null : Number(event.target.value))}
                  error={Boolean(errors.favoriteLocationId)} helperText={message(errors, 'favoriteLocationId') ?? ' '} fullWidth>
                  <MenuItem value="">{t('offline.fields.no_favorite')}</MenuItem>
                  {favorites.map((place) => (
                    <MenuItem key={place.id} value={place.id}>{[place.name, place.city].filter(Boolean).join(', ')}</MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
              <FormControl error={Boolean(errors.priority)} sx={{ minWidth: 240 }}>
                <FormLabel id="priority-label">{t('offline.fields.priority')}</FormLabel>
                <RadioGroup row aria-labelledby="priority-label" name="priority" value={values.priority ?? ''} onChange={(event) => set('priority', event.target.value as OfflineFormValues['priority'])}>
                  {OFFLINE_PRIORITIES.map((priority) => (
                    <FormControlLabel key={priority} value={priority} control={<Radio />} label={t(`offline.priority.${priority}`)} />
                  ))}
                </RadioGroup>
                <FormHelperText>{message(errors, 'priority') ?? ' '}</FormHelperText>
              </FormControl>
              <TextField name="budget" label={t('offline.fields.budget')} value={values.budget} onChange={(event) => set('budget', event.target.value)} inputMode="decimal"
                required={values.priority === 'budget'} error={Boolean(errors.budget)} helperText={message(errors, 'budget') ?? ' '} sx={{ minWidth: 260 }} />
            </Stack>
          </Stack>
        </Section>

        <Section title={t('offline.sections.rooms')}>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField type="number" name="single" label={t('offline.fields.single')} value={values.single}
                onChange={(event) => set('single', Math.max(0, Math.min(MAX_TRAVELLERS + 1, Number(event.target.value) || 0)))}
                slotProps={{ htmlInput: { min: 0, max: MAX_TRAVELLERS } }} sx={{ maxWidth: 220 }} />
              <TextField type="number" name="double" label={t('offline.fields.double')} value={values.double}
                onChange={(event) => setDouble(Math.max(0, Math.min(MAX_TRAVELLERS + 1, Number(event.target.value) || 0)))}
                slotProps={{ htmlInput: { min: 0, max: MAX_TRAVELLERS } }} sx={{ maxWidth: 220 }} />
            </Stack>
            {values.bedTypes.slice(0, values.double).map((bed, room) => (
              <TextField key={room} select name={`bedTypes.${room}`} label={t('offline.fields.bed_type', { n: room + 1 })} value={bed ?? ''}
                onChange={(event) => set('bedTypes', values.bedTypes.map((current, i) => (i === room ? (event.target.value as BedType) : current)))}
                error={Boolean(errors[`bedTypes.${room}`])} helperText={message(errors, `bedTypes.${room}`) ?? ' '} sx={{ maxWidth: 460 }}>
                {BED_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>{t(`offline.bed_types.${type}`)}</MenuItem>
                ))}
              </TextField>
            ))}
            {errors.rooms !== undefined && <Alert severity="error">{errorMessage(errors.rooms)}</Alert>}
            <Typography variant="body2" color="text.secondary">{t('offline.rooms_hint')}</Typography>
          </Stack>
        </Section>

        <Section title={t('offline.sections.travellers')}>
          <Stack spacing={2}>
            {values.travellers.map((traveller, index) => (
              <Box key={index} data-testid={`traveller-${index}`}>
                <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                  <Typography variant="subtitle2" sx={{ flex: 1 }}>{t('offline.traveller.title', { n: index + 1 })}</Typography>
                  <Tooltip title={t('offline.traveller.remove')}>
                    <IconButton aria-label={t('offline.traveller.remove')} onClick={() => set('travellers', values.travellers.filter((_, i) => i !== index))} size="small">
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr 1fr' } }}>
                  <TextField name={`travellers.${index}.firstName`} label={t('offline.traveller.first_name')} value={traveller.firstName} required
                    onChange={(event) => setTraveller(index, { firstName: event.target.value, travellerId: null })}
                    error={Boolean(travellerError(index, 'firstName'))} helperText={travellerError(index, 'firstName') ?? ' '} />
                  <TextField name={`travellers.${index}.lastName`} label={t('offline.traveller.last_name')} value={traveller.lastName} required
                    onChange={(event) => setTraveller(index, { lastName: event.target.value, travellerId: null })}
                    error={Boolean(travellerError(index, 'lastName'))} helperText={travellerError(index, 'lastName') ?? ' '} />
                  <TextField type="email" name={`travellers.${index}.email`} label={t('offline.traveller.email')} value={traveller.email ?? ''}
                    onChange={(event) => setTraveller(index, { email: event.target.value })}
                    error={Boolean(travellerError(index, 'email'))} helperText={travellerError(index, 'email') ?? ' '} />
                  <TextField type="tel" name={`travellers.${index}.phone`} label={t('offline.traveller.phone')} value={traveller.phone ?? ''}
                    onChange={(event) => setTraveller(index, { phone: event.target.value })}
                    error={Boolean(travellerError(index, 'phone')) || phoneMissing} helperText={travellerError(index, 'phone') ?? ' '} />
                </Box>
              </Box>
            ))}
            {errors.travellers !== undefined && <Alert severity="error">{errorMessage(errors.travellers)}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <TravellerPicker adds label={t('offline.traveller.pick')} disabled={values.travellers.length >= MAX_TRAVELLERS}
                excluded={values.travellers.map((traveller) => traveller.travellerId ?? 0)}
                onChange={(picked) => {
                  if (!picked) return;
                  // Linked by its id, so the traveller's own lists show the request.
                  set('travellers', [...values.travellers, { travellerId: picked.id, firstName: picked.firstName, lastName: picked.lastName, email: picked.email ?? '', phone: picked.mobilePhone ?? '' }]);
                  prefill.picked(picked.id);
                }} />
              <Button startIcon={<AddIcon />} variant="outlined" disabled={values.travellers.length >= MAX_TRAVELLERS}
                onClick={() => set('travellers', [...values.travellers, { travellerId: null, firstName: '', lastName: '', email: '', phone: '' }])}>
                {t('offline.traveller.add')}
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary">{t('offline.traveller.hint')}</Typography>
          </Stack>
        </Section>

        <Section title={t('offline.sections.services')}>
          <FormGroup row>
            {SEARCH_SERVICES.map((service) => (
              <FormControlLabel key={service} label={t(`offline.services.${service}`)}
                control={<Checkbox name={`services.${service}`} checked={values.services[service]} onChange={(event) => set('services', { ...values.services, [service]: event.target.checked })} />} />
            ))}
          </FormGroup>
        </Section>

        {(fields.length > 0 || asksOrderNumber(settings)) && (
          <Section title={t('offline.sections.references')}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {asksOrderNumber(settings) && (
                <OrderNumberField settings={settings} value={values.orderNumber} onChange={(value) => set('orderNumber', value)} error={errors.orderNumber} />
              )}
              {fields.map((field) => (
                // The form's own check and the server's run as it is sent: a draft may leave a required field empty.
                <CustomFieldInput key={field.id} field={field} value={values.customFields[String(field.id)]} onChange={(value) => setCustom(field.id, value)}
                  showError={false} serverError={errors[`customFields.${field.id}`]} />
              ))}
            </Box>
          </Section>
        )}

        <Section title={t('offline.sections.comments')}>
          <TextField name="comments" label={t('offline.fields.comments')} value={values.comments} onChange={(event) => set('comments', event.target.value)}
            multiline minRows={3} fullWidth slotProps={{ htmlInput: { maxLength: 5000 } }} error={Boolean(errors.comments)} helperText={message(errors, 'comments') ?? ' '} />
        </Section>

        {settings.preValidation && !sent && (
          <ManagersSection managers={managers} value={values.managers} onChange={(ids) => set('managers', ids)} error={errors.managers} />
        )}

        {failure !== null && failure !== 'form' && <Alert severity="error" role="alert">{errorMessage(failure)}</Alert>}
        {notice && <Alert severity="success">{notice}</Alert>}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
          {!sent && (
            <PendingButton variant="outlined" size="large" disabled={pending !== null} pending={pending === 'draft'} pendingLabel={t('app.progress.saving')} onClick={() => void send(false)}>
              {t('offline.actions.draft')}
            </PendingButton>
          )}
          <PendingButton type="submit" variant="contained" size="large" disabled={pending !== null} pending={pending === 'submit'} pendingLabel={t('app.progress.sending')}>
            {t('offline.actions.submit')}
          </PendingButton>
        </Stack>
      </Stack>
    </Box>
  );
}
