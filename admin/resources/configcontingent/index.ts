import TuneIcon from '@mui/icons-material/Tune';
import { deferredPage } from '../../pages.ts';
import type { ResourceCustomisation } from '../kit.ts';

export default {
  icon: TuneIcon,
  // The generated page, with the stock generation over a chosen range.
  screens: { show: deferredPage('ConfigContingentShow') },
} satisfies ResourceCustomisation;
