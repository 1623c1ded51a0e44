import type { FromSchema } from 'json-schema-to-ts';

// The replies of the message routes the front and back offices read, as JSON Schemas: the server answers with them
// (server/message/routes.ts), the screens type what they read from them (front/messages/, admin/resources/message/).

/** A thread in the list: its first message, its last activity and what the reader has not seen. */
export const threadSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'subject', 'date', 'last_date', 'booking_id', 'booking_ref', 'messages', 'unseen', 'files'],
  properties: {
    id: { type: 'integer' },
    subject: { type: 'string' },
    date: { type: 'string', format: 'date-time' },
    last_date: { type: 'string', format: 'date-time' },
    booking_id: { type: ['integer', 'null'] },
    booking_ref: { type: ['string', 'null'] },
    messages: { type: 'integer' },
    unseen: { type: 'integer' },
    files: { type: 'integer' },
  },
} as const;

/** A page of threads and the number of them all. */
export const threadPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'total'],
  properties: { items: { type: 'array', items: threadSummarySchema }, total: { type: 'integer' } },
} as const;

/** One message of a conversation. */
export const threadMessageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'date', 'content', 'from_agency', 'author', 'seen', 'file'],
  properties: {
    id: { type: 'integer' },
    date: { type: 'string', format: 'date-time' },
    content: { type: 'string' },
    from_agency: { type: 'boolean' },
    author: { type: 'string' },
    seen: { type: 'boolean' },
    file: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['name', 'type', 'size'],
      properties: { name: { type: 'string' }, type: { type: 'string' }, size: { type: 'integer' } },
    },
  },
} as const;

/** A whole conversation, oldest message first. */
export const threadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'subject', 'booking_id', 'booking_ref', 'user', 'company', 'messages'],
  properties: {
    id: { type: 'integer' },
    subject: { type: 'string' },
    booking_id: { type: ['integer', 'null'] },
    booking_ref: { type: ['string', 'null'] },
    user: { type: 'string' },
    company: { type: ['string', 'null'] },
    messages: { type: 'array', items: threadMessageSchema },
  },
} as const;

/** How many agency messages in the caller's threads it has not seen yet. */
export const unseenCountSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['count'],
  properties: { count: { type: 'integer' } },
} as const;

/** A thread read: how many messages became seen, and the reader's unseen count after it. */
export const threadSeenSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['marked', 'unseen'],
  properties: { marked: { type: 'integer' }, unseen: { type: 'integer' } },
} as const;

/** A new thread. */
export const threadStartedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer' } },
} as const;

export type ThreadSummary = FromSchema<typeof threadSummarySchema>;
export type ThreadMessage = FromSchema<typeof threadMessageSchema>;
export type Thread = FromSchema<typeof threadSchema>;
export type ThreadPage = FromSchema<typeof threadPageSchema>;
export type UnseenCount = FromSchema<typeof unseenCountSchema>;
export type ThreadSeen = FromSchema<typeof threadSeenSchema>;
export type ThreadStarted = FromSchema<typeof threadStartedSchema>;
