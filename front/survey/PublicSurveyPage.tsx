import { Button, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiError } from '../../common/api.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PublicFrame } from '../shared/PublicFrame.tsx';
import { LoadingScreen } from '../../common/LoadingScreen.tsx';
import { MessageScreen } from '../../common/MessageScreen.tsx';
import { SurveyForm, stayLine } from './SurveyForm.tsx';
import { answerPublicSurvey, publicSurvey, type Survey, type SurveyQuestion } from './surveyApi.ts';

/**
 * /public/survey/:token/questions, opened from the invitation mail without a session. A survey already answered, or
 * answered meanwhile in another tab, says so (650); an unknown link says it is not valid.
 */
export function PublicSurveyPage() {
  const { token = '' } = useParams();
  const [page, setPage] = useState<{ survey: Survey; questions: SurveyQuestion[] } | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    publicSurvey(token).then(setPage, (error) => setFailure(error instanceof ApiError ? error : new ApiError(500, 500, 'failed')));
  }, [token]);

  const frame = (content: ReactNode) => <PublicFrame title={page?.survey.company ?? t('app.name')}>{content}</PublicFrame>;

  if (done) {
    return frame(<MessageScreen testId="survey-thanks" title={t('survey.thanks_title')} text={t('survey.thanks')} actions={null} />);
  }
  if (failure) {
    return frame(
      <MessageScreen
        testId="survey-unavailable"
        title={errorMessage(failure.code)}
        text={failure.code === 650 ? undefined : t('survey.invalid')}
        actions={
          <Button component={RouterLink} to="/login" variant="contained">
            {t('survey.sign_in')}
          </Button>
        }
      />,
    );
  }
  if (!page) return <LoadingScreen />;
  return frame(
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" component="h1">
          {t('survey.public_title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="survey-stay">
          {stayLine(page.survey)}
        </Typography>
      </div>
      <SurveyForm
        questions={page.questions}
        onSubmit={async (answers) => {
          try {
            await answerPublicSurvey(token, answers);
            setDone(true);
          } catch (error) {
            // Answered meanwhile (another tab, another device): the page says so instead of the form.
            if (error instanceof ApiError && error.code === 650) setFailure(error);
            else throw error;
          }
        }}
      />
    </Stack>,
  );
}
