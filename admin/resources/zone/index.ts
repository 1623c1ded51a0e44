import MapIcon from '@mui/icons-material/Map';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: MapIcon } satisfies ResourceCustomisation;
