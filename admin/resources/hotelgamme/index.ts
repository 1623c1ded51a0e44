import BedIcon from '@mui/icons-material/Bed';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: BedIcon } satisfies ResourceCustomisation;
