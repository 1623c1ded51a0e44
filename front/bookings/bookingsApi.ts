import type { FromSchema } from 'json-schema-to-ts';
import type { bookingDetailSchema, historyEntrySchema, providerDetailSchema } from '../../entities/bookingDetailReplies.ts';
import type { linkStepSchema, publicBookingSchema } from '../../entities/bookingLinkReplies.ts';
import type {
  BookingCounts,
  bookingFilterChoicesSchema,
  bookingPageSchema,
  bookingRowSchema,
  bookingStepSchema,
  CancellationReasons,
  ForwardedVoucher,
} from '../../entities/bookingReplies.ts';
import type { BookingListOrder, BookingTab } from '../../entities/bookingTabs.ts';
import type { validationStateSchema } from '../../entities/validationReplies.ts';
import { apiFetch, uploadFile } from '../../common/api.ts';

/** A booking after one of its steps, and after a step taken through its public link. */
type BookingStep = FromSchema<typeof bookingStepSchema>;
type LinkStep = FromSchema<typeof linkStepSchema>;

/** A row of the booking lists. */
export type BookingRow = FromSchema<typeof bookingRowSchema>;

export interface BookingFilterValues {
  'booking-ref': string;
  type: '' | 'online' | 'offline';
  hotel: string;
  status: number[];
  from: string;
  to: string;
}

export const EMPTY_FILTERS: BookingFilterValues = { 'booking-ref': '', type: '', hotel: '', status: [], from: '', to: '' };

export interface ListParams {
  page: number;
  itemsPerPage: number;
  order_by: BookingListOrder;
  order: 'asc' | 'desc';
}

export type FilterChoices = FromSchema<typeof bookingFilterChoicesSchema>;

/** The query string of the lists and of the export: the same filters for both. */
export function filterQuery(filters: BookingFilterValues, params?: Partial<ListParams> & { tab?: BookingTab }): string {
  const search = new URLSearchParams();
  if (params) for (const [key, value] of Object.entries(params)) search.set(key, String(value));
  if (filters['booking-ref'].trim()) search.set('booking-ref', filters['booking-ref'].trim());
  if (filters.type) search.set('type', filters.type);
  if (filters.hotel.trim()) search.set('hotel', filters.hotel.trim());
  for (const status of filters.status) search.append('status', String(status));
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function listBookings(tab: BookingTab, filters: BookingFilterValues, params: ListParams) {
  return (await apiFetch<FromSchema<typeof bookingPageSchema>>(`/api/me/bookings/${tab}${filterQuery(filters, params)}`)).data;
}

export async function filterChoices() {
  return (await apiFetch<FilterChoices>('/api/me/booking-filters')).data;
}

export type HistoryEntry = FromSchema<typeof historyEntrySchema>;

type BookingDetailReply = FromSchema<typeof bookingDetailSchema>;
/** A booking as its page shows it; the front office always asks for the caller's actions with it. */
export type BookingDetail = BookingDetailReply & Required<Pick<BookingDetailReply, 'actions' | 'manager_view'>>;

export async function bookingDetail(id: string | number) {
  return (await apiFetch<BookingDetail>(`/api/me/booking/${id}?get_actions=1`)).data;
}

export async function cancellationReasons(token?: string) {
  return (
    await apiFetch<CancellationReasons>(token ? `/public/api/booking/${token}/cancellation_reasons` : '/api/booking-cancellation-reasons', {
      public: Boolean(token),
    })
  ).data;
}

export async function cancelBooking(id: number, reason: string, comment: string) {
  return (await apiFetch<BookingStep>(`/api/booking/${id}/cancel`, { method: 'POST', body: { reason, comment: comment.trim() || null } })).data;
}

/** A manager's or booker's decision, on the routes of the validation and offline flows. */
export async function decide(id: number, action: 'allow' | 'deny' | 'validate' | 'accept_proposal' | 'refuse_proposal', reason?: string) {
  const body = action === 'deny' || action === 'refuse_proposal' ? { reason } : {};
  return (await apiFetch(`/api/booking/${id}/${action}`, { method: 'POST', body })).data;
}

/** An offline booking's change, asked of the agency. */
export async function requestModification(id: number, comment: string) {
  return (await apiFetch<BookingStep>(`/api/booking/${id}/modification`, { method: 'POST', body: { comment } })).data;
}

export async function forwardVoucher(id: number, to: string) {
  return (await apiFetch<ForwardedVoucher>(`/api/booking/${id}/forward-voucher`, { method: 'POST', body: { to } })).data;
}

export async function saveOrderNumber(id: number, value: string, file: File | null, onProgress?: (fraction: number) => void) {
  const response = await uploadFile(`/api/booking/${id}/order-number`, { body: orderForm(value, file), onProgress });
  return (await response.json()) as BookingStep;
}

function orderForm(value: string, file: File | null) {
  const body = new FormData();
  body.append('value', value);
  if (file) body.append('file', file);
  return body;
}

export type PublicBooking = FromSchema<typeof publicBookingSchema>;

export async function publicBooking(token: string) {
  return (await apiFetch<PublicBooking>(`/public/api/booking/${token}/show`, { public: true })).data;
}

export async function publicCancel(token: string, reason: string, comment: string) {
  return (
    await apiFetch<LinkStep>(`/public/api/booking/${token}/cancel`, {
      method: 'POST',
      public: true,
      body: { reason, comment: comment.trim() || null },
    })
  ).data;
}

/** The booker's answer to the agency's proposal, through the booking's link. */
export async function publicAnswerProposal(token: string, answer: 'accept_proposal' | 'refuse_proposal', reason?: string) {
  const body = answer === 'refuse_proposal' ? { reason } : undefined;
  return (await apiFetch<LinkStep>(`/public/api/booking/${token}/${answer}`, { method: 'POST', public: true, body })).data;
}

/** The purchase order given through the booking's link. */
export async function publicSaveOrderNumber(token: string, value: string, file: File | null, onProgress?: (fraction: number) => void) {
  const response = await uploadFile(`/public/api/booking/${token}/order-number`, { body: orderForm(value, file), onProgress, public: true });
  return (await response.json()) as LinkStep;
}

/** The filters of the lists as a JSON body (POST /bookings/nb_bookings_in_progress): the same as filterQuery's. */
export function filterBody(filters: BookingFilterValues): Record<string, unknown> {
  return {
    ...(filters['booking-ref'].trim() && { 'booking-ref': filters['booking-ref'].trim() }),
    ...(filters.type && { type: filters.type }),
    ...(filters.hotel.trim() && { hotel: filters.hotel.trim() }),
    ...(filters.status.length > 0 && { status: filters.status }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
  };
}

/** The totals of the "in progress" (`count`) and "to process" (`todo`) tabs with these filters, in one call. */
export async function bookingCounts(filters: BookingFilterValues) {
  return (await apiFetch<BookingCounts>('/api/bookings/nb_bookings_in_progress', { method: 'POST', body: { filters: filterBody(filters) } })).data;
}

/** A booking's validation state: the open question, who was asked, who decided. */
export type ValidationState = FromSchema<typeof validationStateSchema>;

export async function validationState(id: number) {
  return (await apiFetch<ValidationState>(`/api/booking/${id}/validation`)).data;
}

/** The provider side of an online booking. */
export type ProviderDetail = FromSchema<typeof providerDetailSchema>;

export async function providerDetail(id: number) {
  return (await apiFetch<ProviderDetail>(`/api/hrs/booking/detail/${id}`)).data;
}

/** The booker gives up an online booking left unfinished (status 0 → -1). */
export async function abandonBooking(id: number) {
  return (await apiFetch<BookingStep>(`/api/booking/disable/${id}`)).data;
}
