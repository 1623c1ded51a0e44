import BookOnlineIcon from '@mui/icons-material/BookOnline';
import { AGENCY_EVENTS } from '../../../entities/bookingFlow.ts';
import { deferredPage } from '../../pages.ts';
import type { ResourceCustomisation } from '../kit.ts';
import { AgencyStepButton } from './AgencyStepButton.tsx';
import { DisableBookingButton } from './DisableBookingButton.tsx';

export default {
  icon: BookOnlineIcon,
  // The generated booking page, with an offline request's contacts, rooms, services and references beside it.
  screens: { show: deferredPage('BookingShow') },
  actions: {
    disableBooking: DisableBookingButton,
    ...Object.fromEntries(AGENCY_EVENTS.map((event) => [event, AgencyStepButton])),
  },
} satisfies ResourceCustomisation;
