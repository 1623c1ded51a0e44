import type { ResourceCustomisation } from './kit.ts';
import bbacontact from './bbacontact/index.ts';
import booking from './booking/index.ts';
import bookinghistory from './bookinghistory/index.ts';
import bookinginputfield from './bookinginputfield/index.ts';
import bookingoptionfield from './bookingoptionfield/index.ts';
import company from './company/index.ts';
import companyProviderData from './companyProviderData/index.ts';
import configcontingent from './configcontingent/index.ts';
import configuration from './configuration/index.ts';
import contingent from './contingent/index.ts';
import contingentbooking from './contingentbooking/index.ts';
import contingentHotel from './contingentHotel/index.ts';
import event from './event/index.ts';
import favoriteLocation from './favoriteLocation/index.ts';
import help from './help/index.ts';
import hotel from './hotel/index.ts';
import hotelgamme from './hotelgamme/index.ts';
import hotelretrocession from './hotelretrocession/index.ts';
import hotelUser from './hotelUser/index.ts';
import location from './location/index.ts';
import maillog from './maillog/index.ts';
import mailtpl from './mailtpl/index.ts';
import message from './message/index.ts';
import news from './news/index.ts';
import retrocession from './retrocession/index.ts';
import surveyQuestion from './surveyQuestion/index.ts';
import surveyQuestionTraveller from './surveyQuestionTraveller/index.ts';
import surveyReply from './surveyReply/index.ts';
import traveller from './traveller/index.ts';
import user from './user/index.ts';
import zone from './zone/index.ts';

/**
 * Each entity's folder, by entity name: what the back office does for it beyond what its descriptor generates (see
 * ResourceCustomisation). An entity without a folder is generated whole, under a plain icon.
 */
export const customisations: Readonly<Record<string, ResourceCustomisation>> = {
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
};

const NOTHING: ResourceCustomisation = {};

export const customisationOf = (entity: string): ResourceCustomisation => customisations[entity] ?? NOTHING;
