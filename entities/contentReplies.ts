import type { FromSchema } from 'json-schema-to-ts';

// The replies of the content routes the front office reads (news, notifications, help pages, events), as JSON
// Schemas: the server answers with them (server/content/), the front office types what it reads from them
// (front/content/contentApi.ts).

/** A news item, with whether the reader has read it. */
export const newsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'date', 'name', 'weight', 'content', 'image', 'read'],
  properties: {
    id: { type: 'integer' },
    date: { type: 'string' },
    name: { type: 'string' },
    weight: { type: 'integer' },
    content: { type: ['string', 'null'] },
    image: { type: ['string', 'null'], description: 'the address of the image route when the news has one' },
    read: { type: 'boolean' },
  },
} as const;

/** A page of news, the number of them all, and how many the reader has not read. */
export const newsPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'total', 'unread'],
  properties: { items: { type: 'array', items: newsSchema }, total: { type: 'integer' }, unread: { type: 'integer' } },
} as const;

/** A news item or help page flagged for the users, with whether the reader has read it. */
export const notificationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'title', 'date', 'read'],
  properties: {
    id: { type: 'string', description: '<kind>-<id>' },
    kind: { type: 'string', enum: ['news', 'help'] },
    title: { type: 'string' },
    date: { type: 'string' },
    read: { type: 'boolean' },
  },
} as const;

/** A page of notifications, the number of them all, and how many the reader has not read. */
export const notificationPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'total', 'unread'],
  properties: { items: { type: 'array', items: notificationSchema }, total: { type: 'integer' }, unread: { type: 'integer' } },
} as const;

/** One notification with its text and image. */
export const notificationDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...notificationSchema.required, 'content', 'image'],
  properties: { ...notificationSchema.properties, content: { type: ['string', 'null'] }, image: { type: ['string', 'null'] } },
} as const;

/** A help page. */
export const helpPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'weight', 'content'],
  properties: { id: { type: 'integer' }, title: { type: 'string' }, weight: { type: 'integer' }, content: { type: ['string', 'null'] } },
} as const;

/** A trade fair or other event. */
export const tradeEventSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'starting_date', 'ending_date', 'location', 'city', 'geo_lat', 'geo_lng'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    starting_date: { type: 'string' },
    ending_date: { type: 'string' },
    location: { type: ['string', 'null'] },
    city: { type: ['string', 'null'] },
    geo_lat: { type: ['number', 'null'] },
    geo_lng: { type: ['number', 'null'] },
  },
} as const;

/** How many news the reader has not read. */
export const unreadNewsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['count'],
  properties: { count: { type: 'integer' } },
} as const;

/** News marked read: how many the reader has still not read. */
export const newsReadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['unread'],
  properties: { unread: { type: 'integer' } },
} as const;

export type UnreadNews = FromSchema<typeof unreadNewsSchema>;
export type NewsRead = FromSchema<typeof newsReadSchema>;
