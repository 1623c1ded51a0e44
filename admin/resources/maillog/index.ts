import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { deferredPage } from '../../pages.ts';
import type { ResourceCustomisation } from '../kit.ts';
import { ResendMailButton } from './ResendMailButton.tsx';
import { RetryMailButton } from './RetryMailButton.tsx';

export default {
  icon: MarkEmailReadIcon,
  // A mail body is HTML from templates and user data: shown in a sandboxed frame, not in the page.
  screens: { show: deferredPage('MailLogShow') },
  actions: { retry: RetryMailButton, resend: ResendMailButton },
} satisfies ResourceCustomisation;
