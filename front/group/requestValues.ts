import type { CustomFieldValue } from '../../entities/customFields.ts';
import type { GroupRequest, RequestKind, RoomLayout } from '../../entities/groupRules.ts';

/** What the server answers once a request is sent; the request forms outside front/group/ import it from here. */
export type { SentRequest } from '../../entities/groupReplies.ts';

// A group, seminar or public request as its form holds it (text as typed) and as it is sent.

/** A request as sent; a generated link's also names the visitor's travellers. */
export type OutgoingRequest = GroupRequest & { travellers?: number[] };

/** The form's values: numbers as typed text until sent. */
export interface RequestValues {
  kind: RequestKind;
  from: string;
  to: string;
  destination: string;
  participants: string;
  single: string;
  double: string;
  budget: string;
  people: string;
  layout: RoomLayout | '';
  equipment: string;
  catering: { lunch: boolean; dinner: boolean; breaks: boolean };
  comments: string;
  requester: { firstName: string; lastName: string; email: string; phone: string; company: string };
  customFields: Record<string, CustomFieldValue>;
  orderNumber: string;
  managers: number[];
}

/** A new request's values: of `kind`, with what a link or the search `prefilled`. */
export function emptyRequest(kind: RequestKind, prefilled: Record<string, string | number> = {}): RequestValues {
  const text = (key: string, fallback = '') => (prefilled[key] === undefined ? fallback : String(prefilled[key]));
  return {
    kind,
    from: text('from'),
    to: text('to'),
    destination: text('destination'),
    participants: text('participants', kind === 'group' || kind === 'seminar' ? '' : '1'),
    single: text('single', kind === 'group' ? '' : kind === 'seminar' ? '0' : '1'),
    double: text('double', '0'),
    budget: '',
    people: '',
    layout: '',
    equipment: '',
    catering: { lunch: false, dinner: false, breaks: false },
    comments: text('comments'),
    requester: { firstName: text('firstName'), lastName: text('lastName'), email: text('email'), phone: text('phone'), company: text('company') },
    customFields: {},
    orderNumber: '',
    managers: [],
  };
}

/** A count as typed: empty is none. */
export const count = (value: string) => (value.trim() === '' ? 0 : Number(value));
const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

/** The body the server expects (entities/groupRules.ts); a signed-in booker's (`withApproval`) with its purchase order and managers. */
export function requestOf(values: RequestValues, withRequester: boolean, withApproval = false): GroupRequest {
  const seminar = values.kind === 'seminar';
  return {
    kind: values.kind,
    from: values.from || null,
    to: values.to || null,
    destination: values.destination.trim() || null,
    single: count(values.single),
    double: count(values.double),
    participants: optionalNumber(values.participants),
    budget: optionalNumber(values.budget),
    ...(seminar && {
      meetingRoom: { people: optionalNumber(values.people), layout: values.layout || null, equipment: values.equipment.trim() || null },
      catering: values.catering,
    }),
    comments: values.comments.trim() || null,
    ...(withRequester && {
      requester: {
        firstName: values.requester.firstName.trim(),
        lastName: values.requester.lastName.trim(),
        email: values.requester.email.trim(),
        phone: values.requester.phone.trim() || null,
        company: values.requester.company.trim() || null,
      },
    }),
    customFields: Object.fromEntries(Object.entries(values.customFields).map(([key, value]) => [key, value ?? null])),
    ...(withApproval && { orderNumber: values.orderNumber.trim() || null, managers: values.managers }),
  };
}
