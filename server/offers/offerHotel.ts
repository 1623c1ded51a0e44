import type { OfferHotel } from '../../entities/offer.ts';

/** The columns a hotel's row gives its offers, a catalogue hotel's or a contingent hotel's alike. */
export interface HotelRow {
  name: string;
  category: number | null;
  address1: string | null;
  address2: string | null;
  post_code: string | null;
  city: string | null;
  geo_lat: number | string | null;
  geo_lng: number | string | null;
  phone_number: string | null;
  email: string | null;
}

/** A hotel as its offers show it, under the key its provider gives it. */
export function offerHotelOf(key: string, row: HotelRow): OfferHotel {
  return {
    key,
    name: row.name,
    category: row.category,
    address: [row.address1, row.address2].filter(Boolean).join(', '),
    postCode: row.post_code,
    city: row.city,
    lat: row.geo_lat === null ? null : Number(row.geo_lat),
    lng: row.geo_lng === null ? null : Number(row.geo_lng),
    phone: row.phone_number,
    email: row.email,
  };
}
