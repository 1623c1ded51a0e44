import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: AssignmentReturnIcon } satisfies ResourceCustomisation;
