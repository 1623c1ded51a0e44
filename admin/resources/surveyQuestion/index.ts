import QuizIcon from '@mui/icons-material/Quiz';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: QuizIcon } satisfies ResourceCustomisation;
