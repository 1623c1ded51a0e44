import { Alert, Box, Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { ApiError, apiFetch } from '../common/api.ts';
import { formatDate } from '../common/format.ts';
import { errorMessage, t } from '../common/i18n/index.ts';
import { DetailLine } from '../common/DetailLine.tsx';
import { LoadingScreen } from '../common/LoadingScreen.tsx';
import { hasRole, useSession } from '../common/session.ts';
import type { MyContingentHotel } from '../entities/contingentReplies.ts';
import { BACK_OFFICE_ROLES } from '../entities/roles.ts';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <DetailLine label={label} labelWidth={220}>
      {children}
    </DetailLine>
  );
}

/** /: the hotel's home, for hotel staff: who they are, their hotel's details and the coming week's rooms. */
export function HotelHome() {
  const { identity } = useSession();
  const [mine, setMine] = useState<MyContingentHotel | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  useEffect(() => {
    apiFetch<MyContingentHotel>('/api/me/contingent-hotel').then(({ data }) => setMine(data), setFailure);
  }, []);

  if (!identity) return null;
  const hotelAdmin = hasRole(identity, BACK_OFFICE_ROLES.contingents);
  const hotel = mine?.hotel;
  const address = hotel && [hotel.address1, hotel.address2, [hotel.post_code, hotel.city].filter(Boolean).join(' '), hotel.country].filter(Boolean).join(', ');
  const addresses =
    hotel?.contingent_email
      ?.split(/[;,]/)
      .map((text) => text.trim())
      .filter(Boolean) ?? [];

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {t('contingents.home.greeting', { name: identity.firstName || identity.username })}
        </Typography>
        <Typography color="text.secondary" data-testid="signed-in">
          {t('contingents.home.signed_in', { username: identity.username })}
        </Typography>
      </Box>
      {failure && (
        <Alert severity="error" data-testid="hotel-failure">
          {errorMessage(failure.code)}
        </Alert>
      )}
      {!failure && !mine && <LoadingScreen />}
      {hotel && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="hotel-details">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
            <Typography variant="h2" component="h2">
              {hotel.name}
            </Typography>
            <Stack direction="row" spacing={1}>
              {hotel.category !== null && <Chip size="small" label={t('contingents.home.category', { smart_count: hotel.category })} />}
              <Chip
                size="small"
                color={hotel.enabled ? 'success' : 'default'}
                label={t(hotel.enabled ? 'contingents.home.enabled' : 'contingents.home.disabled')}
              />
            </Stack>
          </Stack>
          <Detail label={t('contingents.home.address')}>{address}</Detail>
          <Detail label={t('contingents.home.phone')}>{hotel.phone_number}</Detail>
          <Detail label={t('contingents.home.email')}>{hotel.email}</Detail>
          <Detail label={t('contingents.home.website')}>{hotel.website}</Detail>
          <Detail label={t('contingents.home.opening_hours')}>{hotel.opening_hours}</Detail>
          <Detail label={t('contingents.home.contingent_email')}>
            {addresses.length > 0 ? (
              <Box component="span" data-testid="contingent-email">
                {addresses.join(', ')}
              </Box>
            ) : null}
          </Detail>
          <Detail label={t('contingents.home.virtual_card')}>{t(hotel.enable_virtual_card ? 'contingents.home.yes' : 'contingents.home.no')}</Detail>
          <Detail label={t('contingents.home.comment')}>{hotel.comment}</Detail>
        </Paper>
      )}
      {mine && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" component="h2" sx={{ mb: 0.5 }}>
            {t('contingents.home.room_types')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('contingents.home.week', { from: formatDate(mine.week.from), to: formatDate(mine.week.to) })}
          </Typography>
          {mine.roomTypes.length === 0 ? (
            <Typography>{t('contingents.home.no_room_types')}</Typography>
          ) : (
            <Table size="small" data-testid="room-types">
              <TableHead>
                <TableRow>
                  <TableCell>{t('contingents.home.room_type')}</TableCell>
                  <TableCell align="right">{t('contingents.home.available')}</TableCell>
                  <TableCell align="right">{t('contingents.home.booked')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {mine.roomTypes.map((room) => (
                  <TableRow key={room.id}>
                    <TableCell>
                      {room.description}
                      {!room.enabled && <Chip size="small" sx={{ ml: 1 }} label={t('contingents.home.disabled')} />}
                    </TableCell>
                    <TableCell align="right">{room.available}</TableCell>
                    <TableCell align="right">{room.booked}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Paper>
      )}
      {hotelAdmin && (
        <Box>
          {/* The back office is another page (the admin app), not a route of this one. */}
          <Button variant="contained" href="/admin">
            {t('contingents.home.manage')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
