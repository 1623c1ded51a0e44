import fp from 'fastify-plugin';
import { agencyRoutes } from './routes/agency.ts';
import { documentRoutes } from './routes/documents.ts';
import { myBookingRoutes } from './routes/mine.ts';
import { offlineRoutes } from './routes/offline.ts';
import { onlineRoutes } from './routes/online.ts';
import { publicRoutes } from './routes/public.ts';
import { validationRoutes } from './routes/validation.ts';

/**
 * Bookings, online and offline: route files by resource (routes/), each handler calling the booking service
 * (service/: no HTTP, each write in its own transaction) or a read (queries/).
 */
export default fp(
  async (app) => {
    await app.register(onlineRoutes);
    await app.register(offlineRoutes);
    await app.register(validationRoutes);
    await app.register(myBookingRoutes);
    await app.register(documentRoutes);
    await app.register(publicRoutes);
    await app.register(agencyRoutes);
  },
  { name: 'booking', dependencies: ['knex', 'mailer', 'offers'], encapsulate: true },
);
