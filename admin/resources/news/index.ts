import NewspaperIcon from '@mui/icons-material/Newspaper';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: NewspaperIcon } satisfies ResourceCustomisation;
