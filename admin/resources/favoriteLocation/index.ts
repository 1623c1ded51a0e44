import PinDropIcon from '@mui/icons-material/PinDrop';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: PinDropIcon } satisfies ResourceCustomisation;
