import type { CancellationReason, PAYMENT_MODES } from './bookingFlow.ts';
import { BOOKING_STATUSES } from './bookingStatus.ts';

/**
 * French names of a booking's values. The French catalogue shows them and the server writes them in mails and
 * documents (French, as the mail templates are); the server cannot read the browser catalogues, so they live here.
 */

const statusNames: Record<(typeof BOOKING_STATUSES)[number]['key'], string> = {
  disabled: 'Désactivée',
  incomplete: 'Incomplète',
  draft: 'Brouillon',
  incomplete_draft: 'Incomplète (brouillon)',
  awaiting_authorisation: 'En attente d’autorisation',
  request_sent: 'Demande envoyée',
  refused: 'Refusée',
  being_processed: 'En cours de traitement',
  awaiting_validation: 'En attente de validation',
  awaiting_confirmation: 'En attente de confirmation',
  awaiting_purchase_order: 'En attente de bon de commande',
  confirmed: 'Confirmée',
  modification_sent: 'Modification envoyée',
  cancellation_requested: 'Annulation demandée',
  cancelled: 'Annulée',
  completed: 'Terminée',
};

/** By status value, as the enums and the documents look them up. */
export const STATUS_LABELS_FR: Readonly<Record<number, string>> = Object.fromEntries(BOOKING_STATUSES.map((status) => [status.value, statusNames[status.key]]));

export const CANCELLATION_REASON_LABELS_FR: Record<CancellationReason, string> = {
  trip_cancelled: 'Déplacement annulé',
  trip_postponed: 'Déplacement reporté',
  traveller_changed: 'Changement de voyageur',
  dates_changed: 'Dates modifiées',
  hotel_changed: 'Changement d’hôtel',
  other: 'Autre motif',
};

/** As a voucher says it; the back office adds that a transfer is for contingents. */
export const PAYMENT_MODE_LABELS_FR: Readonly<Record<string, string>> = {
  on_site: 'Paiement sur place',
  virtual_card: 'Carte virtuelle',
  agency: 'Prise en charge par l’agence',
  prepayment: 'Prépaiement',
  card_authorisation: 'Autorisation de débit carte',
  transfer: 'Virement',
} satisfies Record<(typeof PAYMENT_MODES)[number], string>;
