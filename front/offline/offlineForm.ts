import type { BedType, RuleErrors } from '../../entities/bookingRules.ts';
import { customFieldsErrors, type CustomField, type CustomFieldValue } from '../../entities/customFields.ts';
import { ErrorCode } from '../../entities/errors.ts';
import type { Identity } from '../../entities/identity.ts';
import { SEARCH_SERVICES, type Services } from '../../entities/offer.ts';
import { offlineRequestErrors, type OfflineContact, type OfflinePriority, type OfflineRequest } from '../../entities/offlineRules.ts';
import { matchesOrderNumber } from '../../entities/patterns.ts';
import { loadState } from '../../common/storage.ts';
import type { SearchState } from '../search/searchState.ts';
import type { OfflineSettings, StoredRequest } from '../../entities/offlineReplies.ts';

/** The form's values: the request without `submit`, numbers kept as typed text where the user types them. */
export interface OfflineFormValues {
  from: string;
  to: string;
  destination: string;
  favoriteLocationId: number | null;
  priority: OfflinePriority | null;
  budget: string;
  responseDate: string;
  single: number;
  double: number;
  bedTypes: (BedType | null)[];
  travellers: OfflineContact[];
  services: Services;
  comments: string;
  customFields: Record<string, CustomFieldValue>;
  orderNumber: string;
  managers: number[];
}

const NO_SERVICES = Object.fromEntries(SEARCH_SERVICES.map((service) => [service, false])) as Services;

/** The signed-in user as the first traveller: most requests are for oneself. */
function self(identity: Identity): OfflineContact {
  return { travellerId: null, firstName: identity.firstName, lastName: identity.lastName, email: identity.username, phone: identity.mobile ?? '' };
}

/**
 * A new request, started from the search the user made (after a refused online search or a failed booking), or from
 * the search form's defaults: one single room, breakfast and internet.
 */
export function newRequest(identity: Identity): OfflineFormValues {
  const search = loadState<Partial<SearchState>>('search');
  const destination = search?.destination;
  return {
    from: search?.from ?? '',
    to: search?.to ?? '',
    destination: destination && destination.kind !== 'favorite' ? (destination.city ?? destination.label) : '',
    favoriteLocationId: destination?.kind === 'favorite' ? (destination.favoriteLocationId ?? null) : null,
    priority: null,
    budget: '',
    responseDate: '',
    single: search?.bedrooms?.single ?? 1,
    double: search?.bedrooms?.double ?? 0,
    bedTypes: Array.from({ length: search?.bedrooms?.double ?? 0 }, () => null),
    travellers: [self(identity)],
    services: { ...NO_SERVICES, breakfast: true, internet: true, ...search?.services },
    comments: '',
    customFields: {},
    orderNumber: '',
    managers: [],
  };
}

/** A stored request back in the form. */
export function storedValues(stored: StoredRequest): OfflineFormValues {
  return {
    from: stored.from ?? '',
    to: stored.to ?? '',
    destination: stored.destination ?? '',
    favoriteLocationId: stored.favoriteLocationId ?? null,
    priority: stored.priority ?? null,
    budget: stored.budget == null ? '' : String(stored.budget),
    responseDate: stored.responseDate ?? '',
    single: stored.single,
    double: stored.double,
    bedTypes: stored.bedTypes ?? [],
    travellers: stored.travellers.map((traveller) => ({ ...traveller, email: traveller.email ?? '', phone: traveller.phone ?? '' })),
    services: { ...NO_SERVICES, ...stored.services },
    comments: stored.comments ?? '',
    customFields: stored.customFields ?? {},
    orderNumber: stored.orderNumber ?? '',
    managers: stored.managers ?? [],
  };
}

/** The body the server expects. */
export function requestBody(values: OfflineFormValues, submit: boolean): OfflineRequest {
  const budget = values.budget.trim().replace(',', '.');
  return {
    submit,
    from: values.from || null,
    to: values.to || null,
    destination: values.destination.trim() || null,
    favoriteLocationId: values.favoriteLocationId,
    priority: values.priority,
    budget: budget === '' ? null : Number(budget),
    responseDate: values.responseDate || null,
    single: values.single,
    double: values.double,
    bedTypes: values.bedTypes.slice(0, values.double),
    travellers: values.travellers.map((traveller) => ({
      travellerId: traveller.travellerId ?? null,
      firstName: traveller.firstName,
      lastName: traveller.lastName,
      email: traveller.email?.trim() || null,
      phone: traveller.phone?.trim() || null,
    })),
    services: values.services,
    comments: values.comments.trim() || null,
    customFields: values.customFields as OfflineRequest['customFields'],
    orderNumber: values.orderNumber.trim() || null,
    managers: values.managers,
  };
}

/**
 * The server's rules, run before sending: the same codes, so the form shows at once what the server would answer.
 * A budget that is not a number is caught here, since the body would carry NaN.
 */
export function formErrors(
  values: OfflineFormValues,
  submit: boolean,
  { today, settings, fields }: { today: string; settings: OfflineSettings; fields: readonly CustomField[] },
): RuleErrors {
  const body = requestBody(values, submit);
  const errors = offlineRequestErrors({ ...body, budget: Number.isNaN(body.budget) ? -1 : body.budget }, { today });
  const custom = customFieldsErrors(submit ? fields : fields.map((field) => ({ ...field, required: false })), values.customFields);
  Object.assign(errors, custom.errors, approvalFormErrors(values, submit, settings));
  return errors;
}

/**
 * The company's rules on the purchase order (its pattern; required when sent) and on the managers who authorise a
 * request first, as the server checks them for offline, group and seminar requests.
 */
export function approvalFormErrors(
  { orderNumber, managers }: { orderNumber: string; managers: readonly number[] },
  submit: boolean,
  settings: OfflineSettings,
): RuleErrors {
  const errors: RuleErrors = {};
  const typed = orderNumber.trim();
  if (typed && !matchesOrderNumber(typed, settings.orderNumber.pattern)) errors.orderNumber = ErrorCode.BAD_FORMAT;
  else if (!typed && submit && settings.orderNumber.required) errors.orderNumber = ErrorCode.FIELD_REQUIRED;
  if (submit && settings.preValidation && managers.length === 0) errors.managers = ErrorCode.MANAGER_REQUIRED;
  return errors;
}
