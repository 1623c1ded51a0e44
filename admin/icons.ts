import BusinessIcon from '@mui/icons-material/Business';
import DraftsIcon from '@mui/icons-material/Drafts';
import EventIcon from '@mui/icons-material/Event';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import MapIcon from '@mui/icons-material/Map';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import PeopleIcon from '@mui/icons-material/People';
import QuizIcon from '@mui/icons-material/Quiz';
import SettingsIcon from '@mui/icons-material/Settings';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TableRowsIcon from '@mui/icons-material/TableRows';
import type { ComponentType } from 'react';

/** The menu icon of each entity; an entity without one gets a plain table icon rather than none. */
const icons: Readonly<Record<string, ComponentType>> = {
  company: BusinessIcon,
  user: PeopleIcon,
  bbacontact: SupportAgentIcon,
  news: NewspaperIcon,
  help: HelpCenterIcon,
  event: EventIcon,
  zone: MapIcon,
  surveyQuestion: QuizIcon,
  mailtpl: DraftsIcon,
  maillog: MarkEmailReadIcon,
  configuration: SettingsIcon,
};

export const iconOf = (entity: string): ComponentType => icons[entity] ?? TableRowsIcon;
