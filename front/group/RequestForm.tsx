import { Alert, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import { customFieldsErrors, type CustomField } from '../../entities/customFields.ts';
import { groupRequestErrors, type RequestKind } from '../../entities/groupRules.ts';
import { ManagersSection, ReferencesSection } from '../shared/ApprovalFields.tsx';
import { Section } from '../shared/DetailParts.tsx';
import { CommentsSection, RequestFormFrame, SendFailure } from '../shared/RequestParts.tsx';
import { useRequestSend } from '../shared/useRequestSend.ts';
import { bound, DateField, message } from '../shared/FormFields.tsx';
import { withCustomFieldDefaults } from '../shared/customFieldValues.ts';
import type { Traveller } from '../../entities/travellerReplies.ts';
import type { Manager } from '../../entities/userReplies.ts';
import { approvalFormErrors } from '../offline/offlineForm.ts';
import type { OfflineSettings } from '../../entities/offlineReplies.ts';
import type { FavoritePlace } from '../../entities/favoritePlaceReplies.ts';
import { parisDay } from '../search/searchState.ts';
import { RequestDestination } from './RequestDestination.tsx';
import { CountField, MeetingSection, RequesterSection } from './RequestSections.tsx';
import { count, type OutgoingRequest, requestOf, type RequestValues } from './requestValues.ts';
import type { SentRequest } from '../../entities/groupReplies.ts';
import { VisitorTravellers, type VisitorKey } from './VisitorTravellers.tsx';

/** A signed-in booker's company rules: the purchase order it asks, the managers who authorise requests first. */
export interface Approval {
  settings: OfflineSettings;
  managers: readonly Manager[];
}

/** A form without an account behind it: no purchase order, no managers. */
const NO_APPROVAL: OfflineSettings = { offline: true, preValidation: false, orderNumber: { required: false, label: null, pattern: null }, responseHours: 24 };

/**
 * The form of a group, seminar, public or training request: the rules of entities/groupRules.ts as the user types,
 * the server's answer under the fields. `kinds` offers a choice between group and seminar; `withRequester` asks the
 * contact details of a sender without an account; `fields` are the company's custom booking fields; `visitor` (a
 * generated link's visitor) lets the request name the visitor's own travellers; `favorites`, the company's favourite
 * places, are offered as destinations; `approval`, for a signed-in booker, asks the purchase order and the managers as
 * the offline request form does, when the company needs them.
 */
export function RequestForm({
  initial,
  kinds,
  withRequester,
  fields = [],
  send,
  onSent,
  submitLabel,
  visitor,
  favorites = [],
  approval,
}: {
  initial: RequestValues;
  kinds?: readonly RequestKind[];
  withRequester: boolean;
  fields?: readonly CustomField[];
  send: (request: OutgoingRequest) => Promise<SentRequest>;
  visitor?: VisitorKey;
  onSent: (sent: SentRequest) => void;
  submitLabel?: string;
  favorites?: readonly FavoritePlace[];
  approval?: Approval;
}) {
  const [values, setValues] = useState(() => ({ ...initial, customFields: withCustomFieldDefaults(initial.customFields, fields) }));
  const sending = useRequestSend();
  const { errors, failure } = sending;
  const [travellers, setTravellers] = useState<Traveller[]>([]);
  const set = <K extends keyof RequestValues>(key: K, value: RequestValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const part = { values, errors, set };
  const setRequester = (key: keyof RequestValues['requester'], value: string) =>
    setValues((current) => ({ ...current, requester: { ...current.requester, [key]: value } }));
  const settings = approval?.settings ?? NO_APPROVAL;
  const seminar = values.kind === 'seminar';
  const big = values.kind === 'group' || seminar;

  const submit = async () => {
    const request = requestOf(values, withRequester, Boolean(approval));
    const found = {
      ...groupRequestErrors(request, { today: parisDay(0), withRequester }),
      ...customFieldsErrors(fields, values.customFields).errors,
      ...(approval && approvalFormErrors(values, true, approval.settings)),
    };
    if (!sending.passes(found)) return;
    await sending.run('send', async () => onSent(await send(visitor ? { ...request, travellers: travellers.map((traveller) => traveller.id) } : request)));
  };

  return (
    <RequestFormFrame sending={sending} onSubmit={() => void submit()} testId="request-form">
      {kinds && kinds.length > 1 && (
        <Section title={t('group.sections.kind')}>
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={values.kind}
            onChange={(_, kind: RequestKind | null) => kind && set('kind', kind)}
            aria-label={t('group.sections.kind')}
          >
            {kinds.map((kind) => (
              <ToggleButton key={kind} value={kind} data-testid={`kind-${kind}`}>
                {t(`group.kinds.${kind}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Section>
      )}

      {withRequester && <RequesterSection values={values} errors={errors} onChange={setRequester} />}

      {visitor && (
        <Section title={t('visitors.travellers.title')}>
          <VisitorTravellers
            visitor={visitor}
            value={travellers}
            error={errors.travellers}
            onChange={(chosen) => {
              setTravellers(chosen);
              // Each traveller is a participant: the count follows when more are chosen than it says.
              if (chosen.length > count(values.participants)) set('participants', String(chosen.length));
            }}
          />
        </Section>
      )}

      <Section title={t('group.sections.stay')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField {...bound(part, 'from')} label={t('group.fields.from')} min={parisDay(0)} required fullWidth />
          <DateField {...bound(part, 'to')} label={t('group.fields.to')} min={values.from || parisDay(1)} required fullWidth />
        </Stack>
      </Section>

      <Section title={t('group.sections.place')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <RequestDestination
            value={values.destination}
            onChange={(text) => set('destination', text)}
            favorites={favorites}
            error={message(errors, 'destination')}
          />
          <CountField name="participants" label={t('group.fields.participants')} required={big} {...part} />
        </Stack>
      </Section>

      <Section title={t('group.sections.rooms')}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <CountField name="single" label={t('group.fields.single')} {...part} />
            <CountField name="double" label={t('group.fields.double')} {...part} />
            <TextField {...bound(part, 'budget')} label={t('group.fields.budget')} inputMode="decimal" fullWidth />
          </Stack>
          {errors.rooms !== undefined && <Alert severity="error">{errorMessage(errors.rooms)}</Alert>}
        </Stack>
      </Section>

      {seminar && <MeetingSection {...part} />}

      <ReferencesSection
        title={t('group.sections.references')}
        settings={settings}
        fields={fields}
        values={values}
        errors={errors}
        onOrderNumber={(value) => set('orderNumber', value)}
        onCustom={(id, value) => set('customFields', { ...values.customFields, [String(id)]: value })}
        showError={failure === 'form'}
        columnsFrom="md"
      />

      <CommentsSection
        title={t('group.sections.comments')}
        label={t('group.fields.comments')}
        value={values.comments}
        onChange={(text) => set('comments', text)}
        error={errors.comments}
      />

      {settings.preValidation && (
        <ManagersSection managers={approval?.managers ?? []} value={values.managers} onChange={(ids) => set('managers', ids)} error={errors.managers} />
      )}

      <SendFailure failure={failure} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <PendingButton type="submit" variant="contained" size="large" pending={sending.pending !== null} pendingLabel={t('group.sending')}>
          {submitLabel ?? t('group.send')}
        </PendingButton>
      </Stack>
    </RequestFormFrame>
  );
}
