// The survey routes' replies and the answers they take, as JSON Schemas: the server answers and checks with them
// (server/survey/routes.ts), the front office types what it reads and sends from them (front/survey/surveyApi.ts).

/** A question as the server asks it (server/survey/questions.ts). */
export const surveyQuestionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'position', 'label', 'field_type', 'required', 'options', 'maxLength'],
  properties: {
    id: { type: 'integer' },
    position: { type: 'integer' },
    label: { type: 'string' },
    /** 10 numeric, 20 text, 30 dropdown, 40 boolean, 50 paragraph. */
    field_type: { type: 'integer', enum: [10, 20, 30, 40, 50] },
    required: { type: 'boolean' },
    options: { type: ['array', 'null'], items: { type: 'string' } },
    maxLength: { type: ['integer', 'null'] },
  },
} as const;

/** A survey waiting for its answers, about one stay. */
export const surveySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'company', 'booking'],
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: ['user', 'traveller'] },
    company: { type: ['string', 'null'] },
    booking: {
      type: 'object',
      additionalProperties: false,
      required: ['ref', 'hotel_name', 'destination', 'arrival_date', 'departure_date'],
      properties: {
        ref: { type: 'string' },
        hotel_name: { type: ['string', 'null'] },
        destination: { type: ['string', 'null'] },
        arrival_date: { type: 'string' },
        departure_date: { type: 'string' },
      },
    },
  },
} as const;

const questions = { type: 'array', items: surveyQuestionSchema } as const;

/** A signed-in user's surveys waiting for answers, and the questions they ask. */
export const mySurveysReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['surveys', 'questions'],
  properties: { surveys: { type: 'array', items: surveySchema }, questions },
} as const;

/** The survey of a mailed link, and its questions. */
export const publicSurveyReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['survey', 'questions'],
  properties: { survey: surveySchema, questions },
} as const;

/** The answers: question id → value; each value is checked against its question (server/survey/questions.ts). */
export const answersBodySchema = {
  type: 'object',
  required: ['answers'],
  additionalProperties: false,
  properties: {
    answers: {
      type: 'object',
      maxProperties: 100,
      propertyNames: { pattern: '^[0-9]{1,10}$' },
      additionalProperties: { type: ['number', 'string', 'boolean', 'null'] },
    },
  },
} as const;
