import type { Knex } from 'knex';

/**
 * What the booking journeys need: the chosen offer and its price, the room split and its travellers, payment, custom
 * field values, purchase order, cancellation, the offline request, the managers who decide and their private links,
 * the idempotency key of the confirmation, and the mail templates of every step.
 */

function check(knex: Knex, table: string, column: string, code: number, condition: string) {
  return knex.raw(`ALTER TABLE ?? ADD CONSTRAINT ?? CHECK (${condition})`, [table, `${table}__${column}__c${code}`]);
}

export const BOOKING_MAIL_TEMPLATES = [
  {
    ref: 'booking.confirmed',
    label: 'Réservation confirmée',
    subject: 'Votre réservation {{ref}} est confirmée',
    body: '<p>Bonjour {{firstName}},</p><p>Votre réservation <b>{{ref}}</b> à l’hôtel {{hotel}} du {{arrival}} au {{departure}} est confirmée.</p><p><a href="{{link}}">Voir la réservation</a></p>',
  },
  {
    ref: 'booking.cancelled',
    label: 'Réservation annulée',
    subject: 'Votre réservation {{ref}} est annulée',
    body: '<p>Bonjour {{firstName}},</p><p>Votre réservation <b>{{ref}}</b> est annulée.</p><p>Motif : {{reason}}</p>',
  },
  {
    ref: 'booking.validation',
    label: 'Demande de validation',
    subject: 'Réservation {{ref}} à valider',
    body: '<p>Bonjour {{firstName}},</p><p>{{booker}} demande votre accord pour la réservation <b>{{ref}}</b> ({{hotel}}, du {{arrival}} au {{departure}}, {{travellers}}).</p><p><a href="{{link}}">Autoriser ou refuser</a></p>',
  },
  {
    ref: 'booking.allowed',
    label: 'Réservation autorisée',
    subject: 'Votre réservation {{ref}} est autorisée',
    body: '<p>Bonjour {{firstName}},</p><p>{{manager}} a autorisé votre réservation <b>{{ref}}</b>.</p><p><a href="{{link}}">Voir la réservation</a></p>',
  },
  {
    ref: 'booking.refused',
    label: 'Réservation refusée',
    subject: 'Votre réservation {{ref}} est refusée',
    body: '<p>Bonjour {{firstName}},</p><p>{{manager}} a refusé votre réservation <b>{{ref}}</b>.</p><p>Motif : {{reason}}</p>',
  },
  {
    ref: 'booking.order_number',
    label: 'Bon de commande attendu',
    subject: 'Réservation {{ref}} : bon de commande attendu',
    body: '<p>Bonjour {{firstName}},</p><p>Votre réservation <b>{{ref}}</b> attend son numéro de bon de commande.</p><p><a href="{{link}}">Saisir le bon de commande</a></p>',
  },
  {
    ref: 'booking.request_sent',
    label: 'Demande hors ligne envoyée',
    subject: 'Demande {{ref}} envoyée à l’agence',
    body: '<p>Bonjour {{firstName}},</p><p>Votre demande <b>{{ref}}</b> pour {{destination}} du {{arrival}} au {{departure}} est transmise à l’agence, qui vous répond sous 24 heures.</p>',
  },
  {
    ref: 'booking.agency_request',
    label: 'Nouvelle demande pour l’agence',
    subject: 'Nouvelle demande {{ref}} de {{company}}',
    body: '<p>Nouvelle demande <b>{{ref}}</b> de {{booker}} ({{company}}) pour {{destination}} du {{arrival}} au {{departure}}.</p><p>{{comment}}</p>',
  },
  {
    ref: 'booking.proposal',
    label: 'Proposition à valider',
    subject: 'Proposition pour votre demande {{ref}}',
    body: '<p>Bonjour {{firstName}},</p><p>L’agence vous propose : {{comment}}</p><p><a href="{{link}}">Valider la proposition</a></p>',
  },
  {
    ref: 'booking.proposal_accepted',
    label: 'Proposition acceptée',
    subject: 'Proposition {{ref}} acceptée',
    body: '<p>La proposition de la demande <b>{{ref}}</b> de {{company}} est acceptée : elle attend votre confirmation.</p>',
  },
  {
    ref: 'booking.modification_sent',
    label: 'Demande de modification',
    subject: 'Modification demandée pour {{ref}}',
    body: '<p>{{booker}} ({{company}}) demande une modification de la réservation <b>{{ref}}</b> :</p><p>{{comment}}</p>',
  },
  {
    ref: 'booking.cancellation_requested',
    label: 'Demande d’annulation',
    subject: 'Annulation demandée pour {{ref}}',
    body: '<p>{{booker}} ({{company}}) demande l’annulation de la réservation <b>{{ref}}</b>.</p><p>Motif : {{reason}}</p>',
  },
  {
    ref: 'booking.voucher',
    label: 'Bon d’échange',
    subject: 'Bon d’échange de la réservation {{ref}}',
    body: '<p>Bonjour,</p><p>Voici le bon d’échange de la réservation <b>{{ref}}</b> à l’hôtel {{hotel}} du {{arrival}} au {{departure}} pour {{travellers}}.</p><p><a href="{{link}}">Voir la réservation</a></p>',
  },
  {
    ref: 'user.define_password',
    label: 'Définition du mot de passe',
    subject: 'Définissez votre mot de passe',
    body: '<p>Bonjour {{firstName}},</p><p><a href="{{link}}">Définissez votre mot de passe</a></p>',
  },
] as const;

/** The text part of a template: its HTML without tags. */
function textOf(html: string): string {
  return html
    .replace(/<\/p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .trim();
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('booking', (t) => {
    t.string('public_token', 64).unique();
    t.string('provider', 30);
    t.string('hotel_key', 100);
    t.string('offer_key', 200);
    t.string('hotel_name', 255);
    t.string('hotel_address', 500);
    t.string('room_label', 255);
    t.integer('single_rooms').notNullable().defaultTo(0);
    t.integer('double_rooms').notNullable().defaultTo(0);
    t.jsonb('rooms').notNullable().defaultTo('[]');
    t.jsonb('services').notNullable().defaultTo('{}');
    t.decimal('price_per_night', 12, 2);
    t.decimal('total_price', 12, 2);
    t.specificType('currency', 'char(3)').notNullable().defaultTo('EUR');
    t.boolean('breakfast_included');
    t.decimal('breakfast_price', 12, 2);
    t.boolean('free_cancellation');
    t.timestamp('cancellation_deadline', { useTz: true });
    t.string('payment_mode', 30);
    t.text('remarks');
    t.text('extras');
    t.jsonb('custom_fields').notNullable().defaultTo('{}');
    t.string('order_number', 100);
    t.binary('order_number_file');
    t.string('order_number_file_name', 255);
    t.boolean('travel_policy_ok');
    t.string('validation', 10);
    t.string('cancellation_reason', 50);
    t.text('cancellation_comment');
    t.string('priority', 10);
    t.decimal('budget', 12, 2);
    t.date('response_date');
    t.text('comments');
    t.jsonb('contacts').notNullable().defaultTo('[]');
    t.text('proposal');
    t.integer('agent_id').references('user.id').onDelete('SET NULL').index();
    t.string('confirmation_key', 100);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // The scheduler completes confirmed stays whose departure has passed.
    t.index(['status', 'departure_date', 'id']);
    // A user's lists: by status set, sorted by arrival.
    t.index(['user_id', 'status', 'arrival_date', 'id']);
  });
  // New bookings are numbered after the demo ones (BK100001…): `'BK' || nextval('booking_ref_seq')`.
  await knex.raw('CREATE SEQUENCE booking_ref_seq START 500001');
  // Sending the same confirmation twice must not book twice: the key is unique per user.
  await knex.raw('CREATE UNIQUE INDEX booking_confirmation_key_unique ON booking (user_id, confirmation_key) WHERE confirmation_key IS NOT NULL');
  await check(knex, 'booking', 'single_rooms', 30, 'single_rooms >= 0 AND double_rooms >= 0');

  // Offer searches look hotels up by city name (any case) or around a point.
  await knex.raw('CREATE INDEX hotel_city_lower ON hotel (lower(city), id)');
  await knex.schema.alterTable('hotel', (t) => t.index(['geo_lat', 'geo_lng']));

  await knex.schema.createTable('booking_traveller', (t) => {
    t.integer('booking_id').notNullable().references('booking.id').onDelete('CASCADE');
    t.integer('traveller_id').notNullable().references('traveller.id').onDelete('RESTRICT').index();
    t.integer('room').notNullable().defaultTo(0);
    t.primary(['booking_id', 'traveller_id']);
  });

  // The managers asked to decide on a booking, each with a private link that works without a session.
  await knex.schema.createTable('booking_manager', (t) => {
    t.increments('id');
    t.integer('booking_id').notNullable().references('booking.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('user.id').onDelete('CASCADE');
    t.string('phase', 10).notNullable();
    t.string('token', 64).notNullable().unique();
    t.string('decision', 10);
    t.text('reason');
    t.timestamp('decided_at', { useTz: true });
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['booking_id', 'user_id', 'phase']);
    t.index(['user_id', 'booking_id']);
  });

  // How the company's bookings are paid, and when the traveller must leave a card as guarantee.
  await knex.schema.alterTable('company', (t) => {
    t.string('payment_mode', 30).notNullable().defaultTo('on_site');
    t.string('card_guarantee', 20).notNullable().defaultTo('never');
  });

  for (const template of BOOKING_MAIL_TEMPLATES) {
    await knex('mailtpl')
      .insert({ ref: template.ref, label: template.label, subject: template.subject, body_html: template.body, body_text: textOf(template.body) })
      .onConflict('ref')
      .ignore();
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('company', (t) => t.dropColumns('payment_mode', 'card_guarantee'));
  await knex.schema.dropTable('booking_manager');
  await knex.schema.dropTable('booking_traveller');
  await knex.raw('DROP INDEX hotel_city_lower');
  await knex.schema.alterTable('hotel', (t) => t.dropIndex(['geo_lat', 'geo_lng']));
  await knex.raw('DROP INDEX booking_confirmation_key_unique');
  await knex.raw('DROP SEQUENCE booking_ref_seq');
  await knex.raw('ALTER TABLE booking DROP CONSTRAINT booking__single_rooms__c30');
  await knex.schema.alterTable('booking', (t) => {
    t.dropIndex(['status', 'departure_date', 'id']);
    t.dropIndex(['user_id', 'status', 'arrival_date', 'id']);
    t.dropColumns(
      'public_token',
      'provider',
      'hotel_key',
      'offer_key',
      'hotel_name',
      'hotel_address',
      'room_label',
      'single_rooms',
      'double_rooms',
      'rooms',
      'services',
      'price_per_night',
      'total_price',
      'currency',
      'breakfast_included',
      'breakfast_price',
      'free_cancellation',
      'cancellation_deadline',
      'payment_mode',
      'remarks',
      'extras',
      'custom_fields',
      'order_number',
      'order_number_file',
      'order_number_file_name',
      'travel_policy_ok',
      'validation',
      'cancellation_reason',
      'cancellation_comment',
      'priority',
      'budget',
      'response_date',
      'comments',
      'contacts',
      'proposal',
      'agent_id',
      'confirmation_key',
      'updated_at',
    );
  });
}
