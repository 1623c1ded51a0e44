import { inBackOffice, type EntityDescriptor, type Site } from './kit.ts';
import bbacontact from './bbacontact.ts';
import booking from './booking.ts';
import bookinghistory from './bookinghistory.ts';
import bookinginputfield from './bookinginputfield.ts';
import bookingoptionfield from './bookingoptionfield.ts';
import company from './company.ts';
import companyProviderData from './companyProviderData.ts';
import configcontingent from './configcontingent.ts';
import configuration from './configuration.ts';
import contingent from './contingent.ts';
import contingentbooking from './contingentbooking.ts';
import contingentHotel from './contingentHotel.ts';
import event from './event.ts';
import favoriteLocation from './favoriteLocation.ts';
import help from './help.ts';
import hotel from './hotel.ts';
import hotelgamme from './hotelgamme.ts';
import hotelretrocession from './hotelretrocession.ts';
import hotelUser from './hotelUser.ts';
import location from './location.ts';
import maillog from './maillog.ts';
import mailtpl from './mailtpl.ts';
import message from './message.ts';
import news from './news.ts';
import retrocession from './retrocession.ts';
import surveyQuestion from './surveyQuestion.ts';
import surveyQuestionTraveller from './surveyQuestionTraveller.ts';
import surveyReply from './surveyReply.ts';
import traveller from './traveller.ts';
import user from './user.ts';
import zone from './zone.ts';

/** Every entity, in the order the back office menu lists them. */
export const entities: readonly EntityDescriptor[] = [
  booking,
  bookinghistory,
  message,
  company,
  user,
  traveller,
  bookinginputfield,
  bookingoptionfield,
  favoriteLocation,
  companyProviderData,
  bbacontact,
  hotel,
  location,
  zone,
  contingentHotel,
  hotelUser,
  hotelgamme,
  configcontingent,
  contingent,
  hotelretrocession,
  retrocession,
  contingentbooking,
  news,
  help,
  event,
  surveyQuestion,
  surveyQuestionTraveller,
  surveyReply,
  mailtpl,
  maillog,
  configuration,
];

/** The entities a site's back office shows, in menu order. */
export const backOfficeEntities = (site: Site): EntityDescriptor[] => entities.filter((entity) => inBackOffice(entity, site));

const byName = new Map(entities.map((entity) => [entity.name, entity]));

export function entityNamed(name: string): EntityDescriptor {
  const entity = byName.get(name);
  if (!entity) throw new Error(`unknown entity ${name}`);
  return entity;
}
