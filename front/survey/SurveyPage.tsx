import { Alert, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { failureCode } from '../../common/api.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { LoadingScreen } from '../../common/LoadingScreen.tsx';
import { SurveyForm, stayLine } from './SurveyForm.tsx';
import { answerMySurvey, mySurveys, type Survey, type SurveyQuestion } from './surveyApi.ts';

/** /survey: the signed-in user's surveys still to answer, one stay at a time. */
export function SurveyPage() {
  const [data, setData] = useState<{ surveys: Survey[]; questions: SurveyQuestion[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState<Survey | null>(null);
  const [thanks, setThanks] = useState(false);

  const load = useCallback(() => mySurveys().then(setData, (error) => setFailure(errorMessage(failureCode(error)))), []);
  useEffect(() => {
    void load();
  }, [load]);

  if (failure) return <Alert severity="error">{failure}</Alert>;
  if (!data) return <LoadingScreen />;

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" component="h1">
          {t('survey.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('survey.intro')}
        </Typography>
      </div>
      {thanks && (
        <Alert severity="success" data-testid="survey-thanks" onClose={() => setThanks(false)}>
          {t('survey.thanks_title')}. {t('survey.thanks')}
        </Alert>
      )}
      {open ? (
        <Stack spacing={2}>
          <Typography variant="h2" component="h2" data-testid="survey-stay">
            {stayLine(open)}
          </Typography>
          <SurveyForm
            questions={data.questions}
            onSubmit={async (answers) => {
              // Answered meanwhile elsewhere: the form shows the 650 message.
              await answerMySurvey(open.id, answers);
              setOpen(null);
              setThanks(true);
              await load();
            }}
          />
          <div>
            <Button onClick={() => setOpen(null)}>{t('survey.back')}</Button>
          </div>
        </Stack>
      ) : data.surveys.length === 0 ? (
        <Alert severity="info" data-testid="survey-none">
          {t('survey.none')}
        </Alert>
      ) : (
        <Stack spacing={2} data-testid="survey-list">
          <Typography variant="h2" component="h2">
            {t('survey.pending')}
          </Typography>
          {data.surveys.map((survey) => (
            <Card key={survey.id} variant="outlined">
              <CardContent sx={{ pb: 0 }}>
                <Typography>{stayLine(survey)}</Typography>
              </CardContent>
              <CardActions>
                <Button
                  variant="contained"
                  onClick={() => {
                    setThanks(false);
                    setOpen(survey);
                  }}
                >
                  {t('survey.answer')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
