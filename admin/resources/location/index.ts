import PlaceIcon from '@mui/icons-material/Place';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: PlaceIcon } satisfies ResourceCustomisation;
