import { Box, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { StoredRequest } from '../../../entities/offlineReplies.ts';
import { formatMoney } from '../../../common/format.ts';
import { enumKey } from '../../format.ts';

const T = 'requests';
const MEALS = ['lunch', 'dinner', 'breaks'] as const;
/** What the card shows of a group, seminar, public-link or training request (GET /api/booking/offline/{id}). */
export type RequestDetail = Pick<StoredRequest, 'details' | 'requester' | 'booker' | 'budget' | 'comments'> & {
  kind: NonNullable<StoredRequest['kind']>;
};

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="subtitle2">{title}</Typography>
      {children}
    </div>
  );
}

/** A phone number as a tel: link keeps only its digits and a leading +. */
const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/**
 * The "Demande" card of a booking sent through the group or seminar forms, a company's public links or the training
 * form: its kind, the participants, the meeting room and meals of a seminar, who sent it and how to reach them, the
 * budget and the comments.
 */
export function RequestCard({ request }: { request: RequestDetail }) {
  const translate = useTranslate();
  const { details } = request;
  const requester = request.requester ?? request.booker ?? null;
  const room = details?.meetingRoom;
  const meals = MEALS.filter((meal) => details?.catering?.[meal]);
  const none = (
    <Typography variant="body2" color="text.secondary">
      {translate(`${T}.none`)}
    </Typography>
  );
  return (
    <Card sx={{ mb: 2 }} data-testid="request-card">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h6" component="h2">
            {translate(`${T}.title`)}
          </Typography>
          <Chip size="small" color="primary" label={translate(enumKey('booking', 'request_kind', request.kind))} data-testid="request-kind" />
        </Stack>
        <Stack spacing={2} divider={<Divider flexItem />}>
          <Part title={translate(`${T}.participants`)}>
            {details?.participants != null ? (
              <Typography variant="body2">{translate(`${T}.participants_count`, { smart_count: details.participants })}</Typography>
            ) : (
              none
            )}
          </Part>
          {room && (
            <Part title={translate(`${T}.meeting_room`)}>
              <Box data-testid="request-meeting-room">
                {room.people != null && <Typography variant="body2">{translate(`${T}.people`, { smart_count: room.people })}</Typography>}
                {room.layout && <Typography variant="body2">{translate(`${T}.layout`, { layout: translate(`group.layouts.${room.layout}`) })}</Typography>}
                {room.equipment && (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                    {translate(`${T}.equipment`, { equipment: room.equipment })}
                  </Typography>
                )}
              </Box>
            </Part>
          )}
          {details?.catering && (
            <Part title={translate(`${T}.catering`)}>
              {meals.length === 0 ? (
                <Typography variant="body2">{translate(`${T}.no_catering`)}</Typography>
              ) : (
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }} data-testid="request-catering">
                  {meals.map((meal) => (
                    <Chip key={meal} size="small" label={translate(`${T}.meals.${meal}`)} />
                  ))}
                </Stack>
              )}
            </Part>
          )}
          {requester && (
            <Part title={translate(`${T}.requester`)}>
              <Box data-testid="request-requester">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>{`${requester.firstName} ${requester.lastName}`}</Typography>
                {requester.company && <Typography variant="body2">{requester.company}</Typography>}
                <Typography variant="body2">
                  <a href={`mailto:${requester.email}`}>{requester.email}</a>
                </Typography>
                {requester.phone && (
                  <Typography variant="body2">
                    <a href={telHref(requester.phone)}>{requester.phone}</a>
                  </Typography>
                )}
              </Box>
            </Part>
          )}
          <Part title={translate(`${T}.budget`)}>
            {request.budget != null ? <Typography variant="body2">{translate(`${T}.budget_value`, { amount: formatMoney(request.budget) })}</Typography> : none}
          </Part>
          <Part title={translate(`${T}.comments`)}>
            {request.comments ? (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {request.comments}
              </Typography>
            ) : (
              none
            )}
          </Part>
        </Stack>
      </CardContent>
    </Card>
  );
}
