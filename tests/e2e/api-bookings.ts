import { type APIRequestContext, expect } from '@playwright/test';
import { authHeaders } from './support.ts';
import { day } from '../support/days.ts';

/** Bookings made through the API as the booking form makes them, for journeys that start from a booking. */

/**
 * An online booking of `user` in Paris `offset` days ahead, booked through the API as the booking form does (search,
 * offer, finalise); `extra` adds what the user's company asks besides the rooms.
 */
export async function bookThroughApi(
  request: APIRequestContext,
  {
    user,
    offset = 40,
    extra = async () => ({}),
  }: { user: string; offset?: number; extra?: (headers: Record<string, string>) => Promise<Record<string, unknown>> },
): Promise<{ id: number; ref: string }> {
  const headers = await authHeaders(request, user);
  const services = { catering: false, parking: false, breakfast: true, internet: true, disabledAccess: false };
  const [from, to] = [day(offset), day(offset + 2)];
  const search = await request.post('/backend/api/hrs/hotels/offers', {
    headers,
    data: { destination: { city: 'Paris' }, startDate: from, endDate: to, single: 1, double: 0, services },
  });
  expect(search.ok(), await search.text()).toBe(true);
  const offers = ((await search.json()).hotels as { offers: { key: string; freeCancellation: boolean }[] }[])
    .flatMap((hotel) => hotel.offers)
    .filter((offer) => offer.freeCancellation);
  expect(offers.length).toBeGreaterThan(0);

  const travellers = await request.get('/backend/api/me/travellers?itemsPerPage=1&enabled=true', { headers });
  const listed = await travellers.json();
  const traveller = (Array.isArray(listed) ? listed : listed.items)[0] as { id: number };

  for (const offer of offers) {
    const started = await request.post('/backend/api/booking/online', {
      headers,
      data: { offerKey: offer.key, search: { destination: 'Paris', from, to, single: 1, double: 0, services } },
    });
    if (!started.ok()) continue;
    const { id, ref } = (await started.json()) as { id: number; ref: string };
    const finalised = await request.post(`/backend/api/booking/${id}/finalise`, {
      headers,
      data: {
        rooms: [{ occupancy: 1, travellers: [traveller.id] }],
        remarks: 'Arrivée vers 20 h',
        confirmationKey: `e2e-${id}-${Date.now()}`,
        ...(await extra(headers)),
      },
    });
    expect(finalised.ok(), await finalised.text()).toBe(true);
    return { id, ref };
  }
  throw new Error('no bookable offer in Paris');
}

/**
 * An online booking of the Acme demo user `offset` days ahead, booked as the form does with its purchase order, that
 * awaits the demo manager's authorisation: its mails lead to the manager's link and, once allowed, the booker's.
 */
export async function bookingAwaitingManager(request: APIRequestContext, offset: number): Promise<{ id: number; ref: string }> {
  const extra = async (headers: Record<string, string>) => ({ ...(await acmeForm(request, headers, 'manager@acme-demo.fr')), orderNumber: 'PO-4821' });
  return bookThroughApi(request, { user: 'user@acme-demo.fr', offset, extra });
}

/** What Acme's booking forms ask besides the rooms: the manager who decides, and the company's required references. */
export async function acmeForm(request: APIRequestContext, headers: Record<string, string>, manager: string) {
  const managers = (await (await request.get('/backend/api/me/managers', { headers })).json()) as { id: number; email: string }[];
  const fields = (await (await request.get('/backend/api/me/company-custom-fields', { headers })).json()) as {
    id: number;
    type: number;
    required: boolean;
    mask: string | null;
    options: { value: string }[];
  }[];
  const customFields: Record<string, string> = {};
  for (const field of fields.filter((candidate) => candidate.required)) {
    customFields[field.id] = field.type === 30 ? field.options[0].value : field.mask === '??-####' ? 'AB-1234' : field.mask === 'MIS-####' ? 'MIS-0042' : 'x';
  }
  return { managers: [managers.find((candidate) => candidate.email === manager)!.id], customFields };
}
