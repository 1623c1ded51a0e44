/** Survey questions, to users and to travellers, and their replies. */

const surveyFieldTypes = {
  10: 'Number',
  20: 'Text',
  30: 'Drop-down list',
  40: 'Yes / no',
  50: 'Paragraph',
};

export const surveyQuestionTraveller = {
  name: 'Traveller question |||| Traveller questions',
  fields: {
    position: 'Position',
    label: 'Label',
    field_type: 'Answer type',
    enabled: 'Active',
  },
  enums: {
    field_type: surveyFieldTypes,
  },
};

export const surveyReply = {
  name: 'Survey reply |||| Survey replies',
  fields: {
    date: 'Date',
    company: 'Company',
    user: 'User',
    traveller: 'Traveller',
    booking: 'Booking',
    answers: 'Answers',
  },
};

export const surveyQuestion = {
  name: 'Survey question |||| Survey questions',
  fields: {
    position: 'Position',
    label: 'Label',
    field_type: 'Answer type',
    is_user: 'Asked to users',
    is_traveller: 'Asked to travellers',
  },
  enums: {
    field_type: surveyFieldTypes,
  },
};
