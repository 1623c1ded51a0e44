/** Survey questions, to users and to travellers, and their replies. */

const surveyFieldTypes = {
  10: 'Numérique',
  20: 'Texte',
  30: 'Liste déroulante',
  40: 'Oui / non',
  50: 'Paragraphe',
};

export const surveyQuestionTraveller = {
  name: 'Question aux voyageurs |||| Questions aux voyageurs',
  fields: {
    position: 'Position',
    label: 'Libellé',
    field_type: 'Type de réponse',
    enabled: 'Active',
  },
  enums: {
    field_type: surveyFieldTypes,
  },
};

export const surveyReply = {
  name: 'Réponse d’enquête |||| Réponses d’enquête',
  fields: {
    date: 'Date',
    company: 'Société',
    user: 'Utilisateur',
    traveller: 'Voyageur',
    booking: 'Réservation',
    answers: 'Réponses',
  },
};

export const surveyQuestion = {
  name: 'Question d’enquête |||| Questions d’enquête',
  fields: {
    position: 'Position',
    label: 'Libellé',
    field_type: 'Type de réponse',
    is_user: 'Posée aux utilisateurs',
    is_traveller: 'Posée aux voyageurs',
  },
  enums: {
    field_type: surveyFieldTypes,
  },
};
