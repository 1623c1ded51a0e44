import { Chip, type ChipProps } from '@mui/material';
import { BOOKING_STATUSES } from '../../entities/bookingStatus.ts';
import { t } from '../../common/i18n/index.ts';

const COLORS: Record<number, ChipProps['color']> = {
  10: 'warning', 45: 'warning', 55: 'warning', 60: 'success', 90: 'default', 30: 'error', 80: 'error', 70: 'error', [-1]: 'default',
};

/** A status as the caller reads it: a manager whose decision is awaited reads 10 and 45 as their own task. */
export function statusLabel(status: number, managerView = false): string {
  const key = BOOKING_STATUSES.find((entry) => entry.value === status)?.key;
  if (managerView && (key === 'awaiting_authorisation' || key === 'awaiting_validation')) return t(`bookings.manager_status.${key}`);
  return t(`resources.booking.enums.status.${status}`);
}

export function StatusChip({ status, managerView = false, size = 'small' }: { status: number; managerView?: boolean; size?: ChipProps['size'] }) {
  return <Chip size={size} color={COLORS[status] ?? 'info'} variant={COLORS[status] === 'default' ? 'outlined' : 'filled'} label={statusLabel(status, managerView)} data-testid="booking-status" />;
}
