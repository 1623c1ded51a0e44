import { Chip, type ChipProps } from '@mui/material';
import { statusRow } from '../../entities/bookingStatus.ts';
import { t } from '../../common/i18n/index.ts';

/** A status as the caller reads it: a manager whose decision is awaited reads it as their own task. */
export function statusLabel(status: number, managerView = false): string {
  const row = statusRow(status);
  if (managerView && row.manager) return t(`bookings.manager_status.${row.key}`);
  return t(`resources.booking.enums.status.${status}`);
}

export function StatusChip({ status, managerView = false, size = 'small' }: { status: number; managerView?: boolean; size?: ChipProps['size'] }) {
  const { colour } = statusRow(status);
  return <Chip size={size} color={colour} variant={colour === 'default' ? 'outlined' : 'filled'} label={statusLabel(status, managerView)} data-testid="booking-status" />;
}
