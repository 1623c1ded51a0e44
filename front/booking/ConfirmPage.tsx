import { Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { t } from '../../common/i18n/index.ts';
import { MessageScreen } from '../../common/MessageScreen.tsx';
import { bookingDetail } from '../bookings/bookingsApi.ts';
import { HOME } from '../rules.ts';

type Outcome = 'pre' | 'post' | 'order' | 'confirmed';

/** The status each outcome leaves the booking in (the transition table's), and back. */
const STATUS: Record<Outcome, number> = { pre: 10, post: 45, order: 55, confirmed: 60 };
const OUTCOME_OF = new Map(Object.entries(STATUS).map(([outcome, status]) => [status, outcome as Outcome]));

/**
 * /booking/:id/confirm/:online?/:requireValidation?/:requireOrderNumber?: what happens next after the booking form
 * (confirmed, awaiting the manager before or after booking, awaiting the purchase order). The booking's status is read
 * from the server, so that the page says where the booking is now (authorised since, cancelled…); the URL only
 * chooses the wording shown while it is read.
 */
export function ConfirmPage() {
  const { id = '', requireValidation, requireOrderNumber } = useParams();
  const passedRef = (useLocation().state as { ref?: string } | null)?.ref;
  const [current, setCurrent] = useState<{ ref: string; status: number } | null>(null);

  useEffect(() => {
    let live = true;
    setCurrent(null);
    bookingDetail(id)
      .then((booking) => live && setCurrent({ ref: booking.ref, status: booking.status }))
      // Unreadable: the page keeps the wording of its URL.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id]);

  const expected: Outcome =
    requireValidation === 'pre' ? 'pre' : requireValidation === 'post' ? 'post' : requireOrderNumber === 'order' ? 'order' : 'confirmed';
  const outcome: Outcome | 'other' = current ? (OUTCOME_OF.get(current.status) ?? 'other') : expected;
  const ref = current?.ref ?? passedRef;
  const status = current ? `${t('booking.confirm.status', { status: t(`resources.booking.enums.status.${current.status}`) })}. ` : '';
  const next = outcome === 'other' ? t('summary.confirm_page.text_other') : t(`booking.confirm.text_${outcome}`);
  const text = `${ref ? `${t('booking.confirm.ref', { ref })} · ` : ''}${status}${next}`;
  return (
    <MessageScreen
      title={outcome === 'other' ? t('summary.confirm_page.title_other', { ref: ref ?? '' }) : t(`booking.confirm.title_${outcome}`)}
      text={text}
      testId={`booking-confirm-${outcome}`}
      actions={
        <>
          <Button component={RouterLink} to={`/booking/${id}/show`} variant="contained">
            {t('booking.confirm.show')}
          </Button>
          <Button component={RouterLink} to="/bookings">
            {t('booking.confirm.bookings')}
          </Button>
          <Button component={RouterLink} to={HOME}>
            {t('booking.confirm.new_search')}
          </Button>
        </>
      }
    />
  );
}
