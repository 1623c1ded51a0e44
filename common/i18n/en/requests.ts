/** Strings of a group, seminar, public-link or training request as the agency reads it in the back office. */
export default {
  title: 'Request',
  kind: 'Request type',
  participants: 'Participants',
  participants_count: '%{smart_count} participant |||| %{smart_count} participants',
  meeting_room: 'Meeting room',
  people: '%{smart_count} person |||| %{smart_count} people',
  layout: 'Layout: %{layout}',
  equipment: 'Equipment: %{equipment}',
  catering: 'Meals',
  meals: { lunch: 'Lunch', dinner: 'Dinner', breaks: 'Coffee breaks' },
  no_catering: 'No meals requested',
  requester: 'Requester',
  budget: 'Budget',
  budget_value: '%{amount} at most per room and night',
  comments: 'Comments',
  none: '–',
};
