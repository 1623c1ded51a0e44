import { apiFetch } from '../../common/api.ts';

/** A question as the server asks it (server/survey/questions.ts). */
export interface SurveyQuestion {
  id: number;
  position: number;
  label: string;
  /** 10 numeric, 20 text, 30 dropdown, 40 boolean, 50 paragraph. */
  field_type: 10 | 20 | 30 | 40 | 50;
  required: boolean;
  options: string[] | null;
  maxLength: number | null;
}

/** A survey waiting for its answers, about one stay. */
export interface Survey {
  id: number;
  kind: 'user' | 'traveller';
  company: string | null;
  booking: { ref: string; hotel_name: string | null; destination: string | null; arrival_date: string; departure_date: string };
}

export type Answers = Record<string, number | string | boolean | null>;

export const mySurveys = async () => (await apiFetch<{ surveys: Survey[]; questions: SurveyQuestion[] }>('/api/survey/questions')).data;

export const answerMySurvey = (id: number, answers: Answers) => apiFetch(`/api/survey/${id}/answers`, { method: 'POST', body: { answers } });

export const publicSurvey = async (token: string) =>
  (await apiFetch<{ survey: Survey; questions: SurveyQuestion[] }>(`/public/api/survey/${encodeURIComponent(token)}/questions`, { public: true })).data;

export const answerPublicSurvey = (token: string, answers: Answers) =>
  apiFetch(`/public/api/survey/${encodeURIComponent(token)}/answers`, { method: 'POST', body: { answers }, public: true });
