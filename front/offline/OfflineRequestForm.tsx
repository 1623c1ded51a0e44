import { Alert, Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiFetch } from '../../common/api.ts';
import { t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import type { CustomField, CustomFieldValue } from '../../entities/customFields.ts';
import { SEARCH_SERVICES } from '../../entities/offer.ts';
import { ManagersSection, ReferencesSection } from '../shared/ApprovalFields.tsx';
import { Section } from '../shared/DetailParts.tsx';
import { CheckboxRow, CommentsSection, RequestFormFrame, SendFailure } from '../shared/RequestParts.tsx';
import { useRequestSend } from '../shared/useRequestSend.ts';
import { useTravellerCustomFields } from '../shared/customFieldValues.ts';
import type { FavoritePlace } from '../../entities/favoritePlaceReplies.ts';
import { parisDay } from '../search/searchState.ts';
import { formErrors, requestBody, type OfflineFormValues } from './offlineForm.ts';
import type { Moved, OfflineSettings } from '../../entities/offlineReplies.ts';
import type { Manager } from '../../entities/userReplies.ts';
import { DestinationSection, RoomsSection, StaySection } from './OfflineSections.tsx';
import { TravellersSection } from './TravellersSection.tsx';

/** What the form needs from the server besides the request itself. */
export interface FormContext {
  settings: OfflineSettings;
  favorites: FavoritePlace[];
  fields: CustomField[];
  managers: Manager[];
}

/**
 * The offline request form (dates, destination, favourite place, priority, rooms, travellers' contacts, services,
 * references, comments, managers), for a new request and for a draft or a sent request being corrected. The server's
 * rules run as the user sends, with the same codes; what the server still refuses shows under the same inputs.
 */
export function OfflineRequestForm({
  initial,
  context,
  requestId,
  sent = false,
}: {
  initial: OfflineFormValues;
  context: FormContext;
  requestId?: number;
  sent?: boolean;
}) {
  const navigate = useNavigate();
  const [values, setValues] = useState<OfflineFormValues>(initial);
  const sending = useRequestSend<'draft' | 'submit'>();
  const { errors, failure, pending } = sending;
  const [notice, setNotice] = useState<string | null>(null);
  const { settings, favorites, fields, managers } = context;

  const set = <K extends keyof OfflineFormValues>(key: K, value: OfflineFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  // The travellers picked fill the custom fields still empty with their saved values.
  const prefill = useTravellerCustomFields(
    fields,
    useCallback(
      (change: (current: OfflineFormValues['customFields']) => OfflineFormValues['customFields']) =>
        setValues((current) => ({ ...current, customFields: change(current.customFields) })),
      [],
    ),
  );
  const setCustom = (id: number, value: CustomFieldValue) => {
    prefill.typed(id);
    set('customFields', { ...values.customFields, [String(id)]: value });
  };
  const setDouble = (double: number) => {
    setValues((current) => ({ ...current, double, bedTypes: Array.from({ length: double }, (_, room) => current.bedTypes[room] ?? null) }));
  };

  const send = async (submit: boolean) => {
    setNotice(null);
    if (!sending.passes(formErrors(values, submit, { today: parisDay(0), settings, fields }))) return;
    await sending.run(submit ? 'submit' : 'draft', async () => {
      const body = requestBody(values, submit);
      const { data } = requestId
        ? await apiFetch<Moved>(`/api/booking/offline/${requestId}`, { method: 'PUT', body })
        : await apiFetch<Moved>('/api/booking/offline', { method: 'POST', body });
      if (submit) {
        navigate('/request/confirm', { state: { ...data, responseHours: settings.responseHours } });
      } else if (!requestId) {
        navigate(`/offline/${data.id}/edit`, { replace: true, state: { saved: data.ref } });
      } else {
        setNotice(t('offline.draft_saved', { ref: data.ref }));
      }
    });
  };

  return (
    <RequestFormFrame sending={sending} onSubmit={() => void send(true)}>
      <StaySection values={values} errors={errors} set={set} />
      <DestinationSection values={values} errors={errors} set={set} favorites={favorites} />
      <RoomsSection values={values} errors={errors} set={set} onDouble={setDouble} />
      <TravellersSection values={values} errors={errors} set={set} onPicked={prefill.picked} />

      <Section title={t('offline.sections.services')}>
        <CheckboxRow
          name="services"
          options={SEARCH_SERVICES}
          label={(service) => t(`offline.services.${service}`)}
          value={values.services}
          onChange={(services) => set('services', services)}
        />
      </Section>

      {/* The form's own check and the server's run as it is sent: a draft may leave a required field empty. */}
      <ReferencesSection
        title={t('offline.sections.references')}
        settings={settings}
        fields={fields}
        values={values}
        errors={errors}
        onOrderNumber={(value) => set('orderNumber', value)}
        onCustom={setCustom}
        showError={false}
        columnsFrom="sm"
      />

      <CommentsSection
        title={t('offline.sections.comments')}
        label={t('offline.fields.comments')}
        value={values.comments}
        onChange={(text) => set('comments', text)}
        error={errors.comments}
      />

      {settings.preValidation && !sent && (
        <ManagersSection managers={managers} value={values.managers} onChange={(ids) => set('managers', ids)} error={errors.managers} />
      )}

      <SendFailure failure={failure} />
      {notice && <Alert severity="success">{notice}</Alert>}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
        {!sent && (
          <PendingButton
            variant="outlined"
            size="large"
            disabled={pending !== null}
            pending={pending === 'draft'}
            pendingLabel={t('app.progress.saving')}
            onClick={() => void send(false)}
          >
            {t('offline.actions.draft')}
          </PendingButton>
        )}
        <PendingButton
          type="submit"
          variant="contained"
          size="large"
          disabled={pending !== null}
          pending={pending === 'submit'}
          pendingLabel={t('app.progress.sending')}
        >
          {t('offline.actions.submit')}
        </PendingButton>
      </Stack>
    </RequestFormFrame>
  );
}
