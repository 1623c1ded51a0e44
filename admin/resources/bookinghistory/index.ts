import HistoryIcon from '@mui/icons-material/History';
import type { ResourceCustomisation } from '../kit.ts';
import { HistoryNoteField } from './HistoryNoteField.tsx';

export default {
  icon: HistoryIcon,
  // A history line reads in the reader's language: the service's event and data, then what was typed.
  fields: { comment: { field: HistoryNoteField } },
} satisfies ResourceCustomisation;
