import { CANCELLATION_REASON_LABELS_FR } from '../../../entities/bookingLabels.ts';
import type { CancellationReason } from '../../../entities/bookingFlow.ts';

/** What the history keeps of a cancellation, and what the mail says as its reason (mails are French). */
export function cancellationText(reason: CancellationReason, comment?: string | null): string {
  const label = CANCELLATION_REASON_LABELS_FR[reason];
  return comment?.trim() ? `${label} : ${comment.trim()}` : label;
}
