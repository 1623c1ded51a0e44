import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: SupportAgentIcon } satisfies ResourceCustomisation;
