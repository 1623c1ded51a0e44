import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: ConfirmationNumberIcon } satisfies ResourceCustomisation;
