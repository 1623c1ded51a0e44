import { Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { apiFetch } from '../../common/api.ts';
import { t } from '../../common/i18n/index.ts';
import { MessageScreen } from '../../common/MessageScreen.tsx';
import { useSession } from '../../common/session.ts';
import { HOME } from '../rules.ts';
import { loadSearch, saveSearch } from '../search/searchState.ts';
import { clearOnlineBooking, loadOnlineBooking } from './onlineBookingState.ts';

/**
 * Leaving the failed booking for good: it is abandoned on the server too (GET /api/booking/disable/{id}), so it does not
 * linger among the unfinished ones. Whatever the server answers, the browser forgets it.
 */
function giveUp() {
  const stored = loadOnlineBooking();
  if (stored) apiFetch(`/api/booking/disable/${stored.unfinishedId}`).catch(() => undefined);
  clearOnlineBooking();
}

/** The failure screen: give up, send an offline request instead, or search again. */
export function FailureScreen() {
  const navigate = useNavigate();
  // Only a user whose company and account allow offline requests is offered one.
  const { identity } = useSession();
  return (
    <MessageScreen
      title={t('booking.failed.title')}
      text={t(identity?.offline ? 'booking.failed.text' : 'booking.failed.text_no_offline')}
      testId="booking-failed"
      actions={
        <>
          <Button
            onClick={() => {
              giveUp();
              navigate(HOME);
            }}
          >
            {t('booking.failed.give_up')}
          </Button>
          {identity?.offline && (
            <Button
              variant="outlined"
              onClick={() => {
                // The offline form starts from the search the user already made.
                saveSearch({ ...loadSearch(), context: 'offline' });
                giveUp();
                navigate('/offline/home');
              }}
            >
              {t('booking.failed.offline')}
            </Button>
          )}
          <Button variant="contained" onClick={() => navigate('/online/results')}>
            {t('booking.failed.restart')}
          </Button>
        </>
      }
    />
  );
}
