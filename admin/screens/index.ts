import type { ComponentType } from 'react';
// The replaced screens are fetched when first opened, with the other pages (a list is the first screen).
import { BookingShow, CompanyShow, ConfigContingentShow, ContingentHotelShow, MailLogShow, MessageShow } from '../pages.ts';

/**
 * The screens of the back office replaced by hand-written ones (the fields replaced one by one are in
 * admin/fieldOverrides.ts). Everything not named there is generated from the descriptors; a unit test checks every
 * name exists in entities/.
 */

/** A whole screen replaced by a hand-written one, by entity name. */
export interface ScreenOverrides {
  list?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
}

export const screenOverrides: Readonly<Record<string, ScreenOverrides>> = {
  // A mail body is HTML from templates and user data: shown in a sandboxed frame, not in the page.
  maillog: { show: MailLogShow },
  // The generated show page plus the buttons to the company's white label and travel policy screens.
  company: { show: CompanyShow },
  // The generated booking page, with an offline request's contacts, rooms, services and references beside it.
  booking: { show: BookingShow },
  // The generated message page, with the whole conversation and the agent's reply beside it.
  message: { show: MessageShow },
  // The generated pages, with the stock grid button (hotel) and the stock generation over a chosen range (config).
  contingentHotel: { show: ContingentHotelShow },
  configcontingent: { show: ConfigContingentShow },
};
