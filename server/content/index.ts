import fp from 'fastify-plugin';
import { imageRoutes } from './images.ts';
import { newsRoutes } from './news.ts';
import { notificationRoutes } from './notifications.ts';
import { contentRoutes } from './routes.ts';

/** News, events and help pages, and the images uploaded for them and for company logos. */
export default fp(
  async (app) => {
    await app.register(newsRoutes);
    await app.register(notificationRoutes);
    await app.register(contentRoutes);
    await app.register(imageRoutes);
  },
  { name: 'content', dependencies: ['knex'], encapsulate: true },
);
