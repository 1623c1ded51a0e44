/** Strings of a group, seminar, public-link or training request as the agency reads it in the back office. */
export default {
  title: 'Demande',
  kind: 'Type de demande',
  participants: 'Participants',
  participants_count: '%{smart_count} participant |||| %{smart_count} participants',
  meeting_room: 'Salle de réunion',
  people: '%{smart_count} personne |||| %{smart_count} personnes',
  layout: 'Disposition : %{layout}',
  equipment: 'Équipement : %{equipment}',
  catering: 'Repas',
  meals: { lunch: 'Déjeuner', dinner: 'Dîner', breaks: 'Pauses café' },
  no_catering: 'Aucun repas demandé',
  requester: 'Demandeur',
  budget: 'Budget',
  budget_value: '%{amount} maximum par chambre et par nuit',
  comments: 'Commentaires',
  none: '–',
};
