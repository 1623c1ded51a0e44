import { Alert, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { failureCode } from '../../common/api.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { LoadingScreen } from '../../common/LoadingScreen.tsx';
import { bookingDetail } from './bookingsApi.ts';
import { duplicateBooking } from './duplicate.ts';

/**
 * /booking/:id/duplicate: what the booking page's "Duplicate" does, from a link: the search filled with the booking's
 * stay. A booking the caller may not duplicate stays on a message with the way to its page.
 */
export function BookingDuplicate() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    bookingDetail(id).then(
      (booking) => {
        if (!live) return;
        if (booking.actions.includes('duplicate')) duplicateBooking(booking, navigate, true);
        else setFailure(t('summary.duplicate.impossible'));
      },
      (error) => live && setFailure(errorMessage(failureCode(error))),
    );
    return () => {
      live = false;
    };
  }, [id, navigate]);
  if (failure === null) return <LoadingScreen />;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error" data-testid="booking-duplicate-failure">
        {failure}
      </Alert>
      <Button component={RouterLink} to={`/booking/${id}/show`} variant="outlined">
        {t('summary.duplicate.show')}
      </Button>
    </Stack>
  );
}
