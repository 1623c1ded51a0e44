import admin from './admin.ts';
import app from './app.ts';
import contingents from './contingents.ts';
import errors from './errors.ts';
import front from './front.ts';
import resources from './resources.ts';
import search from './search.ts';
import booking from './booking.ts';
import bookings from './bookings.ts';
import offline from './offline.ts';
import people from './people.ts';
import group from './group.ts';
import training from './training.ts';
import messages from './messages.ts';
import content from './content.ts';
import survey from './survey.ts';
import stats from './stats.ts';
import requests from './requests.ts';
import criteria from './criteria.ts';
import visitors from './visitors.ts';
import summary from './summary.ts';
import bookingCalls from './bookingCalls.ts';

/** The French catalogue, one section per area. */
export const fr = {
  app,
  errors,
  resources,
  front,
  search,
  booking,
  bookings,
  offline,
  contingents,
  admin,
  group,
  training,
  messages,
  content,
  survey,
  stats,
  people,
  requests,
  criteria,
  visitors,
  summary,
  bookingCalls,
};
