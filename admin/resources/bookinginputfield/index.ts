import TextFieldsIcon from '@mui/icons-material/TextFields';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: TextFieldsIcon } satisfies ResourceCustomisation;
