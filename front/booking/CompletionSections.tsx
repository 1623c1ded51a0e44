import { Alert, Box, Checkbox, FormControlLabel, FormGroup, FormHelperText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { t } from '../../common/i18n/index.ts';
import { BED_TYPES, type BedType } from '../../entities/bookingRules.ts';
import type { ValidationPhase } from '../../entities/validationRules.ts';
import type { RoomDraft } from './completionDraft.ts';
import { Section } from '../shared/DetailParts.tsx';
import { TravellerPicker } from '../shared/TravellerPicker.tsx';
import type { UnfinishedBooking } from '../../entities/onlineBookingReplies.ts';
import type { Traveller } from '../../entities/travellerReplies.ts';

// The sections of the booking form (CompletionPage.tsx) with more than a field or two: the rooms with their travellers,
// and the managers asked to decide.

/**
 * Each room with its travellers (`chosen`: those already in a room, not offered again) and, in a double room, its bed.
 * `messageOf` words the error of a field, if any.
 */
export function RoomsSection({
  rooms,
  occupancy,
  chosen,
  messageOf,
  setTraveller,
  setBedType,
}: {
  rooms: RoomDraft[];
  occupancy: 1 | 2;
  chosen: number[];
  messageOf(key: string): string | undefined;
  setTraveller(roomIndex: number, slot: number, traveller: Traveller | null): void;
  setBedType(roomIndex: number, bedType: BedType): void;
}) {
  return (
    <Section spaced title={t('booking.completion.rooms_title')}>
      {messageOf('rooms') && <Alert severity="error">{messageOf('rooms')}</Alert>}
      {rooms.map((room, roomIndex) => (
        <Box key={roomIndex} data-testid={`room-${roomIndex}`}>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>
            {t('booking.completion.room', { number: roomIndex + 1 })} ·{' '}
            {t(occupancy === 2 ? 'booking.completion.room_double' : 'booking.completion.room_single')}
          </Typography>
          <Stack spacing={1.5}>
            {room.travellers.map((traveller, slot) => (
              <TravellerPicker
                key={slot}
                name={`rooms.${roomIndex}.travellers.${slot}`}
                label={slot === 0 ? t('booking.completion.traveller') : t('booking.completion.second_traveller')}
                required={slot === 0}
                value={traveller}
                excluded={chosen}
                onChange={(picked) => setTraveller(roomIndex, slot, picked)}
                creates
                error={slot === 0 ? messageOf(`rooms.${roomIndex}.travellers`) : undefined}
              />
            ))}
            {occupancy === 2 && (
              <TextField
                select
                name={`rooms.${roomIndex}.bedType`}
                label={t('booking.completion.bed_type')}
                required
                value={room.bedType}
                onChange={(event) => setBedType(roomIndex, event.target.value as BedType)}
                error={Boolean(messageOf(`rooms.${roomIndex}.bedType`))}
                helperText={messageOf(`rooms.${roomIndex}.bedType`)}
              >
                {BED_TYPES.map((bed) => (
                  <MenuItem key={bed} value={bed}>
                    {t(`booking.completion.bed_types.${bed}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        </Box>
      ))}
    </Section>
  );
}

/** The managers to ask, before the booking (`pre`) or after it: boxes to tick when several may be asked, else a list. */
export function AskedManagersSection({
  phase,
  validation,
  managers,
  setManagers,
  messageOf,
}: {
  phase: ValidationPhase;
  validation: UnfinishedBooking['validation'];
  managers: number[];
  setManagers(managers: number[]): void;
  messageOf(key: string): string | undefined;
}) {
  return (
    <Section spaced title={t(phase === 'pre' ? 'booking.completion.managers_pre_title' : 'booking.completion.managers_post_title')} testId="managers">
      <Typography color="text.secondary">{t(phase === 'pre' ? 'booking.completion.managers_pre_text' : 'booking.completion.managers_post_text')}</Typography>
      {validation.managers.length === 0 ? (
        <Alert severity="warning">{t('booking.completion.no_manager')}</Alert>
      ) : validation.multiManager ? (
        <Box>
          <FormGroup>
            {validation.managers.map((manager) => (
              <FormControlLabel
                key={manager.id}
                control={
                  <Checkbox
                    name="managers"
                    checked={managers.includes(manager.id)}
                    onChange={(event) => setManagers(event.target.checked ? [...managers, manager.id] : managers.filter((id) => id !== manager.id))}
                  />
                }
                label={`${manager.firstName} ${manager.lastName}`}
              />
            ))}
          </FormGroup>
          {messageOf('managers') && <FormHelperText error>{messageOf('managers')}</FormHelperText>}
        </Box>
      ) : (
        <TextField
          select
          name="managers"
          label={t('booking.completion.manager')}
          required
          value={managers[0] ?? ''}
          onChange={(event) => setManagers([Number(event.target.value)])}
          error={Boolean(messageOf('managers'))}
          helperText={messageOf('managers')}
        >
          {validation.managers.map((manager) => (
            <MenuItem key={manager.id} value={manager.id}>{`${manager.firstName} ${manager.lastName}`}</MenuItem>
          ))}
        </TextField>
      )}
    </Section>
  );
}
