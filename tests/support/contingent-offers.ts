import { expect } from 'vitest';
import { ContingentOffers } from '../../server/offers/contingent.ts';
import type { Account, TestApp } from './app.ts';
import { day } from './days.ts';

// The allotment of the Paris contingent hotel as the tests that sell it stock it, search it and read it back.

export const SERVICES = { breakfast: false, internet: true, catering: false, parking: false, disabledAccess: false };
/** The key of a contingent offer: a room type's allotment (a company's, or the general one as 0) for a stay. */
export const keyOf = (gammeId: number, companyId: number, from: number, to: number, rooms = 1) =>
  `ctg-${gammeId}.${companyId}.${day(from)}.${day(to)}.1.${rooms}`;

/** A room type of the hotel with `days` of stock: general rows and, when asked, a company's own. */
export async function stockedRoomType(
  t: TestApp,
  hotel: number,
  description: string,
  days: number[],
  { qte = 10, price = (offset: number) => 100 + offset, company = null as null | { id: number; qte: number; price: number } } = {},
) {
  const [room] = await t.db.knex('hotelgamme').insert({ hotel_id: hotel, description, enabled: true }).returning('id');
  const rows = days.flatMap((offset) => {
    const base = {
      hotel_id: hotel,
      hotel_gamme_id: room.id,
      contingent_date: day(offset),
      prix_achat: 80,
      cancellation_deadline: t.db.knex.raw(`(?::date - 1 + time '18:00') AT TIME ZONE 'Europe/Paris'`, [day(offset)]),
    };
    return [
      { ...base, company_id: null, qte_init: qte, prix_vente: price(offset) },
      ...(company ? [{ ...base, company_id: company.id, qte_init: company.qte, prix_vente: company.price }] : []),
    ];
  });
  await t.db.knex('contingent').insert(rows);
  return room.id as number;
}

/**
 * The Paris contingent hotel as the selling tests stock it: its catalogue twin (the same ref, whose key the search
 * lists the hotel under), and a room type with stock from day 5 to day 15 of which Acme has two rooms a night of its
 * own at 90; with the provider that sells it.
 */
export async function stockedParis(t: TestApp) {
  const paris = await t.hotelOf('hotel-admin@hotel-demo.fr');
  const { hrs_ref: ref } = await t.db.knex('contingent_hotel').where({ id: paris }).first('hrs_ref');
  const parisCatalogue = (await t.db.knex('hotel').where({ ref }).first('id')).id as number;
  const acme = await t.companyId('Acme Industries');
  const gamme = await stockedRoomType(t, paris, 'Chambre contingent', [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], { company: { id: acme, qte: 2, price: 90 } });
  return { paris, parisCatalogue, acme, gamme, provider: new ContingentOffers(t.db.knex) };
}

/** A room type's nights of stock, the general ones or a company's, in date order. */
export const nightsOf = (t: TestApp, gammeId: number, companyId: number | null = null) =>
  t.db
    .knex('contingent')
    .where({ hotel_gamme_id: gammeId })
    .where((where) => (companyId === null ? where.whereNull('company_id') : where.where('company_id', companyId)))
    .orderBy('contingent_date')
    .select('contingent_date', 'qte_init', 'qte_resa', 'qte_retro', 'qte_dispo');

export interface JudgedOffer {
  key: string;
  pricePerNight: number;
  totalPrice: number;
  freeCancellation: boolean;
  cancellationDeadline: string | null;
  roomLabel: string;
}
export interface Hotel {
  key: string;
  name: string;
  offers: JudgedOffer[];
  excluded: JudgedOffer[];
}

/** A search of Paris as `role`, and the catalogue hotel `catalogueHotel` in its answer with all its offers. */
export async function searchParis(t: TestApp, role: Account | null, catalogueHotel: number, from: number, to: number, single = 1) {
  const response = await t.call(role, 'POST', '/backend/api/hrs/hotels/offers', {
    destination: { city: 'Paris' },
    startDate: day(from),
    endDate: day(to),
    single,
    double: 0,
    services: SERVICES,
  });
  expect(response.statusCode, response.body).toBe(200);
  const hotels = response.json().hotels as Hotel[];
  const hotel = hotels.find((candidate) => candidate.key === `sim-${catalogueHotel}`);
  return { hotel, hotels, offers: hotel ? [...hotel.offers, ...hotel.excluded] : [] };
}
