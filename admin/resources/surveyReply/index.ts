import RateReviewIcon from '@mui/icons-material/RateReview';
import type { ResourceCustomisation } from '../kit.ts';
import { SurveyAnswersField } from './SurveyAnswersField.tsx';

export default {
  icon: RateReviewIcon,
  // Survey answers read as question and answer.
  fields: { answers: { field: SurveyAnswersField } },
} satisfies ResourceCustomisation;
