import { Alert, Box, Button, CircularProgress, Container, Divider, Paper, Stack, TextField, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { apiFetch, ApiError } from '../../common/api.ts';
import { formatDate, formatDateTime, formatMoney } from '../../common/format.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import { MessageScreen } from '../../common/MessageScreen.tsx';
import type { DecisionReply, ValidationRequest } from '../../entities/validationReplies.ts';
import { ErrorCode, type ErrorCodeValue } from '../../entities/errors.ts';
import type { Decision } from '../../entities/validationRules.ts';

const LINK_INVALID = ErrorCode.LINK_NOT_VALID;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

/**
 * /booking/:token/validate: the manager's page reached from the mail, without a session. It shows the booking and
 * its decisions (allow or deny before booking; validate or deny after), then the outcome.
 */
export function ValidatePage() {
  const { token = '' } = useParams();
  const [request, setRequest] = useState<ValidationRequest | null>(null);
  const [loadError, setLoadError] = useState<ErrorCodeValue | null>(null);
  const [denying, setDenying] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  // The decision being sent: its button waits, the others are off until the answer.
  const [sending, setSending] = useState<Decision | null>(null);
  const [failure, setFailure] = useState<ErrorCodeValue | null>(null);
  const [done, setDone] = useState<DecisionReply | null>(null);

  useEffect(() => {
    apiFetch<ValidationRequest>(`/public/api/booking/validation/${encodeURIComponent(token)}`, { public: true })
      .then(({ data }) => setRequest(data))
      .catch((error) => setLoadError(error instanceof ApiError ? error.code : ErrorCode.SERVER_ERROR));
  }, [token]);

  async function decide(decision: Decision) {
    if (decision === 'deny' && !reason.trim()) {
      setReasonError(errorMessage(ErrorCode.FIELD_REQUIRED));
      return;
    }
    setSending(decision);
    setFailure(null);
    try {
      const { data } = await apiFetch<DecisionReply>(`/public/api/booking/validation/${encodeURIComponent(token)}`, {
        method: 'POST',
        public: true,
        body: { decision, ...(decision === 'deny' && { reason: reason.trim() }) },
      });
      setDone(data);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.code : ErrorCode.SERVER_ERROR);
    } finally {
      setSending(null);
    }
  }

  if (loadError !== null) {
    return (
      <Frame>
        <MessageScreen
          title={loadError === LINK_INVALID || loadError === ErrorCode.NOT_FOUND ? t('booking.validate.invalid_title') : errorMessage(loadError)}
          text={loadError === LINK_INVALID || loadError === ErrorCode.NOT_FOUND ? t('booking.validate.invalid_text') : undefined}
          testId="validation-invalid"
          actions={null}
        />
      </Frame>
    );
  }
  if (!request) {
    return (
      <Frame>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 6, justifyContent: 'center' }}>
          <CircularProgress size={24} aria-label={t('booking.validate.loading')} />
          <Typography>{t('booking.validate.loading')}</Typography>
        </Stack>
      </Frame>
    );
  }
  const { booking, phase } = request;
  if (done) {
    return (
      <Frame>
        <MessageScreen
          title={t(`booking.validate.done_${done.decision}`, { ref: done.ref })}
          text={t('booking.validate.status_after', { status: t(`resources.booking.enums.status.${done.status}`) })}
          testId="validation-done"
          actions={null}
        />
      </Frame>
    );
  }
  return (
    <Frame>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760, mx: 'auto' }} data-testid="validation-request">
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {t(phase === 'pre' ? 'booking.validate.title_pre' : 'booking.validate.title_post')}
        </Typography>
        <Typography sx={{ mb: 0.5 }}>{t('booking.validate.greeting', { name: request.manager.firstName })}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(phase === 'pre' ? 'booking.validate.intro_pre' : 'booking.validate.intro_post', { booker: booking.booker, company: booking.company })}
        </Typography>
        <Divider />
        <Box sx={{ py: 1 }}>
          <Row label={t('booking.validate.ref')}>
            {booking.ref} · {t(`resources.booking.enums.status.${booking.status}`)}
          </Row>
          <Row label={t('booking.validate.hotel')}>
            {booking.hotelName ?? booking.destination}
            {booking.hotelAddress && (
              <Typography variant="body2" color="text.secondary">
                {booking.hotelAddress}
              </Typography>
            )}
          </Row>
          <Row label={t('booking.validate.dates')}>{t('booking.validate.dates_value', { from: formatDate(booking.from), to: formatDate(booking.to) })}</Row>
          {booking.roomLabel && (
            <Row label={t('booking.validate.room')}>
              {booking.roomLabel} × {booking.rooms}
            </Row>
          )}
          <Row label={t('booking.validate.travellers')}>{booking.travellers}</Row>
          {booking.amount !== null && <Row label={t('booking.validate.total')}>{formatMoney(booking.amount)}</Row>}
          <Row label={t('booking.validate.cancellation')}>
            {booking.freeCancellation && booking.cancellationDeadline
              ? t('booking.completion.free_cancellation', { date: formatDateTime(booking.cancellationDeadline) })
              : t('booking.completion.non_free_cancellation')}
          </Row>
          {booking.orderNumber && <Row label={t('booking.validate.order_number')}>{booking.orderNumber}</Row>}
          {booking.remarks && <Row label={t('booking.validate.remarks')}>{booking.remarks}</Row>}
        </Box>
        {booking.travelPolicyOk === false && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('booking.validate.policy_not_met')}
          </Alert>
        )}
        {failure !== null && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure === LINK_INVALID ? t('booking.validate.invalid_text') : errorMessage(failure)}
          </Alert>
        )}
        <Divider sx={{ mb: 2 }} />
        {denying ? (
          <Stack spacing={2}>
            <TextField
              name="reason"
              label={t('booking.validate.reason')}
              required
              multiline
              minRows={3}
              autoFocus
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(undefined);
              }}
              error={Boolean(reasonError)}
              helperText={reasonError}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <Stack direction="row" spacing={1.5}>
              <PendingButton
                variant="contained"
                color="error"
                pending={sending === 'deny'}
                pendingLabel={t('app.progress.sending')}
                onClick={() => decide('deny')}
              >
                {t('booking.validate.confirm_deny')}
              </PendingButton>
              <Button onClick={() => setDenying(false)}>{t('booking.validate.cancel')}</Button>
            </Stack>
          </Stack>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {request.decisions.includes('allow') && (
              <PendingButton
                variant="contained"
                disabled={sending !== null}
                pending={sending === 'allow'}
                pendingLabel={t('app.progress.sending')}
                onClick={() => decide('allow')}
              >
                {t('booking.validate.allow')}
              </PendingButton>
            )}
            {request.decisions.includes('validate') && (
              <PendingButton
                variant="contained"
                disabled={sending !== null}
                pending={sending === 'validate'}
                pendingLabel={t('app.progress.sending')}
                onClick={() => decide('validate')}
              >
                {t('booking.validate.validate')}
              </PendingButton>
            )}
            <Button variant="outlined" color="error" disabled={sending !== null} onClick={() => setDenying(true)}>
              {t('booking.validate.deny')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Frame>
  );
}

/** The public pages have no top bar: the manager may not be signed in. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h6" component="p" color="primary" sx={{ textAlign: 'center', fontWeight: 700, mb: 3 }}>
        {t('app.name')}
      </Typography>
      {children}
    </Container>
  );
}
