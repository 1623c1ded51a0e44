/**
 * Labels of the back office, by react-admin's convention: resources.<entity>.name (singular |||| plural),
 * .fields.<field>, .tabs.<tab>, .enums.<field>.<value>, .actions.<action>. A unit test checks every entity, field,
 * tab, enum value and action of entities/ has its key.
 */

import { booking, bookinghistory } from './resources/booking.ts';
import { message, mailtpl, maillog } from './resources/messages.ts';
import { company, bookinginputfield, bookingoptionfield, favoriteLocation, companyProviderData } from './resources/company.ts';
import { traveller, hotelUser, user, bbacontact } from './resources/people.ts';
import {
  hotel,
  location,
  contingentHotel,
  hotelgamme,
  configcontingent,
  contingent,
  hotelretrocession,
  retrocession,
  contingentbooking,
} from './resources/hotels.ts';
import { surveyQuestionTraveller, surveyReply, surveyQuestion } from './resources/surveys.ts';
import { news, help, event, zone, configuration } from './resources/content.ts';

export default {
  booking,
  bookinghistory,
  message,
  traveller,
  bookinginputfield,
  bookingoptionfield,
  favoriteLocation,
  companyProviderData,
  hotel,
  location,
  contingentHotel,
  hotelgamme,
  configcontingent,
  contingent,
  hotelretrocession,
  retrocession,
  contingentbooking,
  surveyQuestionTraveller,
  surveyReply,
  company,
  hotelUser,
  user,
  bbacontact,
  news,
  help,
  event,
  zone,
  surveyQuestion,
  mailtpl,
  maillog,
  configuration,
};
