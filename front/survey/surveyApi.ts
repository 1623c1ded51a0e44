import type { FromSchema } from 'json-schema-to-ts';
import type { answersBodySchema, mySurveysReplySchema, publicSurveyReplySchema, surveyQuestionSchema, surveySchema } from '../../entities/surveyReplies.ts';
import { apiFetch } from '../../common/api.ts';

/** A question as the server asks it. */
export type SurveyQuestion = FromSchema<typeof surveyQuestionSchema>;

/** A survey waiting for its answers, about one stay. */
export type Survey = FromSchema<typeof surveySchema>;

export type Answers = FromSchema<typeof answersBodySchema>['answers'];

export const mySurveys = async () => (await apiFetch<FromSchema<typeof mySurveysReplySchema>>('/api/survey/questions')).data;

export const answerMySurvey = (id: number, answers: Answers) => apiFetch(`/api/survey/${id}/answers`, { method: 'POST', body: { answers } });

export const publicSurvey = async (token: string) =>
  (await apiFetch<FromSchema<typeof publicSurveyReplySchema>>(`/public/api/survey/${encodeURIComponent(token)}/questions`, { public: true })).data;

export const answerPublicSurvey = (token: string, answers: Answers) =>
  apiFetch(`/public/api/survey/${encodeURIComponent(token)}/answers`, { method: 'POST', body: { answers }, public: true });
