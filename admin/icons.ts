import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import BedIcon from '@mui/icons-material/Bed';
import BookOnlineIcon from '@mui/icons-material/BookOnline';
import BusinessIcon from '@mui/icons-material/Business';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import DraftsIcon from '@mui/icons-material/Drafts';
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import HistoryIcon from '@mui/icons-material/History';
import HotelIcon from '@mui/icons-material/Hotel';
import KeyIcon from '@mui/icons-material/Key';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LuggageIcon from '@mui/icons-material/Luggage';
import MapIcon from '@mui/icons-material/Map';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import PinDropIcon from '@mui/icons-material/PinDrop';
import PlaceIcon from '@mui/icons-material/Place';
import QuizIcon from '@mui/icons-material/Quiz';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SettingsIcon from '@mui/icons-material/Settings';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TableRowsIcon from '@mui/icons-material/TableRows';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import TuneIcon from '@mui/icons-material/Tune';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import type { ComponentType } from 'react';

/** The menu icon of each entity; an entity without one gets a plain table icon rather than none. */
const icons: Readonly<Record<string, ComponentType>> = {
  booking: BookOnlineIcon,
  bookinghistory: HistoryIcon,
  message: ForumIcon,
  company: BusinessIcon,
  user: PeopleIcon,
  traveller: LuggageIcon,
  bookinginputfield: TextFieldsIcon,
  bookingoptionfield: ListAltIcon,
  favoriteLocation: PinDropIcon,
  companyProviderData: KeyIcon,
  bbacontact: SupportAgentIcon,
  hotel: ApartmentIcon,
  location: PlaceIcon,
  zone: MapIcon,
  contingentHotel: HotelIcon,
  hotelgamme: BedIcon,
  configcontingent: TuneIcon,
  contingent: CalendarMonthIcon,
  hotelretrocession: PercentIcon,
  retrocession: AssignmentReturnIcon,
  contingentbooking: ConfirmationNumberIcon,
  news: NewspaperIcon,
  help: HelpCenterIcon,
  event: EventIcon,
  surveyQuestion: QuizIcon,
  surveyQuestionTraveller: TravelExploreIcon,
  surveyReply: RateReviewIcon,
  mailtpl: DraftsIcon,
  maillog: MarkEmailReadIcon,
  configuration: SettingsIcon,
  hotelUser: PeopleIcon,
};

export const iconOf = (entity: string): ComponentType => icons[entity] ?? TableRowsIcon;
