import fp from 'fastify-plugin';
import { bookingRoutes } from './routes.ts';
import { offlineRoutes } from './offline.ts';
import { onlineRoutes } from './routes/online.ts';
import { validationRoutes } from './routes/validation.ts';
import { publicRoutes } from './routes/public.ts';
import { myBookingRoutes } from './routes/mine.ts';
import { documentRoutes } from './routes/documents.ts';

/** Bookings, online and offline: the flow, the lists, the documents, the validation. */
export default fp(async (app) => {
  await app.register(bookingRoutes);
  await app.register(offlineRoutes);
  await app.register(onlineRoutes);
  await app.register(validationRoutes);
  await app.register(publicRoutes);
  await app.register(myBookingRoutes);
  await app.register(documentRoutes);
}, { name: 'booking', dependencies: ['knex', 'mailer', 'offers'], encapsulate: true });
