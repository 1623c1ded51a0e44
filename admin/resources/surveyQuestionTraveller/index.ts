import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: TravelExploreIcon } satisfies ResourceCustomisation;
