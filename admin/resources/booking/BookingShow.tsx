import { Alert, Box, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { apiFetch, failureCode } from '../../../common/api.ts';
import { entityNamed } from '../../../entities/index.ts';
import { SEARCH_SERVICES } from '../../../entities/offer.ts';
import type { StoredRequest } from '../../../entities/offlineReplies.ts';
import { errorKey } from '../../dataProvider.ts';
import { ShowActions } from '../../generic/screens.tsx';
import { ShowLayout } from '../../generic/ShowLayout.tsx';
import { RequestCard } from './RequestCard.tsx';

const booking = entityNamed('booking');
const T = 'admin.offline_request';

/**
 * Beside an offline request, what the agent works from and the generated tabs cannot show: for a group, seminar,
 * public-link or training request its "Demande" card (server/group), then the travellers' phones and emails, the
 * rooms with their beds, the services wanted and the company's references. One call gives both.
 */
function OfflineRequestAside() {
  const record = useRecordContext();
  const [detail, setDetail] = useState<StoredRequest | null>(null);
  const [failure, setFailure] = useState<string | number | null>(null);
  const offline = record && !record.is_online;
  useEffect(() => {
    if (!offline) return;
    apiFetch<StoredRequest>(`/api/booking/offline/${record.id}`).then(
      ({ data }) => setDetail(data),
      (error: unknown) => setFailure(failureCode(error)),
    );
  }, [offline, record?.id, record?.status]);
  if (!offline) return null;
  return (
    <Box sx={{ width: { xs: '100%', md: 340 }, ml: { md: 2 }, mt: { xs: 2, md: 0 }, flexShrink: 0, alignSelf: 'flex-start' }}>
      {detail?.kind && <RequestCard request={{ ...detail, kind: detail.kind }} />}
      <OfflineRequestPanel detail={detail} failure={failure} />
    </Box>
  );
}

function OfflineRequestPanel({ detail, failure }: { detail: StoredRequest | null; failure: string | number | null }) {
  const translate = useTranslate();
  const wanted = SEARCH_SERVICES.filter((service) => detail?.services[service]);
  return (
    <Card data-testid="offline-request-panel">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(`${T}.title`)}
        </Typography>
        {failure !== null && <Alert severity="error">{translate(errorKey(failure))}</Alert>}
        {detail && (
          <Stack spacing={2} divider={<Divider flexItem />}>
            <div>
              <Typography variant="subtitle2">{translate(`${T}.travellers`)}</Typography>
              {detail.travellers.map((traveller, index) => (
                <Box key={index} sx={{ mt: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>{`${traveller.firstName} ${traveller.lastName}`}</Typography>
                  {traveller.phone && (
                    <Typography variant="body2">
                      <a href={`tel:${traveller.phone.replace(/[^+\d]/g, '')}`}>{traveller.phone}</a>
                    </Typography>
                  )}
                  {traveller.email && (
                    <Typography variant="body2">
                      <a href={`mailto:${traveller.email}`}>{traveller.email}</a>
                    </Typography>
                  )}
                </Box>
              ))}
            </div>
            <div>
              <Typography variant="subtitle2">{translate(`${T}.rooms`)}</Typography>
              <Typography variant="body2">
                {translate(`${T}.single`, { smart_count: detail.single })}, {translate(`${T}.double`, { smart_count: detail.double })}
              </Typography>
              {detail.bedTypes.map((bed, room) => (
                <Typography key={room} variant="body2" color="text.secondary">
                  {translate(`${T}.bed`, { n: room + 1, bed: bed ? translate(`${T}.beds.${bed}`) : '–' })}
                </Typography>
              ))}
            </div>
            <div>
              <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                {translate(`${T}.services`)}
              </Typography>
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {wanted.length === 0 ? (
                  <Typography variant="body2">–</Typography>
                ) : (
                  wanted.map((service) => <Chip key={service} size="small" label={translate(`${T}.service.${service}`)} />)
                )}
              </Stack>
            </div>
            {(detail.orderNumber || detail.references.length > 0) && (
              <div>
                <Typography variant="subtitle2">{translate(`${T}.references`)}</Typography>
                {detail.orderNumber && <Typography variant="body2">{translate(`${T}.order_number`, { value: detail.orderNumber })}</Typography>}
                {detail.references.map((reference) => (
                  <Typography key={reference.id} variant="body2">
                    {`${reference.label} : ${typeof reference.value === 'boolean' ? translate(reference.value ? 'ra.boolean.true' : 'ra.boolean.false') : reference.value}`}
                  </Typography>
                ))}
              </div>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** The generated booking page, with the request (group, seminar…) and the offline request's contacts and details beside it. */
export function BookingShow() {
  return (
    <Show actions={<ShowActions entity={booking} />} aside={<OfflineRequestAside />}>
      <ShowLayout entity={booking} />
    </Show>
  );
}
