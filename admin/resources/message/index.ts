import ForumIcon from '@mui/icons-material/Forum';
import { deferredPage } from '../../pages.ts';
import type { ResourceCustomisation } from '../kit.ts';

export default {
  icon: ForumIcon,
  // The generated message page, with the whole conversation and the agent's reply beside it.
  screens: { show: deferredPage('MessageShow') },
} satisfies ResourceCustomisation;
