import EventIcon from '@mui/icons-material/Event';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: EventIcon } satisfies ResourceCustomisation;
