import { Button } from '@mui/material';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { t } from '../../common/i18n/index.ts';
import { MessageScreen } from '../../common/MessageScreen.tsx';
import { HOME } from '../rules.ts';

/** The status each outcome leaves the booking in (the transition table's). */
const STATUS = { pre: 10, post: 45, order: 55, confirmed: 60 } as const;

/**
 * /booking/:id/confirm/:online?/:requireValidation?/:requireOrderNumber?: what happens next after the booking form
 * (confirmed, awaiting the manager before or after booking, awaiting the purchase order).
 */
export function ConfirmPage() {
  const { id, requireValidation, requireOrderNumber } = useParams();
  const ref = (useLocation().state as { ref?: string } | null)?.ref;
  const outcome = requireValidation === 'pre' ? 'pre' : requireValidation === 'post' ? 'post' : requireOrderNumber === 'order' ? 'order' : 'confirmed';
  const status = t('booking.confirm.status', { status: t(`resources.booking.enums.status.${STATUS[outcome]}`) });
  const text = `${ref ? `${t('booking.confirm.ref', { ref })} · ` : ''}${status}. ${t(`booking.confirm.text_${outcome}`)}`;
  return (
    <MessageScreen
      title={t(`booking.confirm.title_${outcome}`)}
      text={text}
      testId={`booking-confirm-${outcome}`}
      actions={
        <>
          <Button component={RouterLink} to={`/booking/${id}/show`} variant="contained">{t('booking.confirm.show')}</Button>
          <Button component={RouterLink} to="/bookings">{t('booking.confirm.bookings')}</Button>
          <Button component={RouterLink} to={HOME}>{t('booking.confirm.new_search')}</Button>
        </>
      }
    />
  );
}
