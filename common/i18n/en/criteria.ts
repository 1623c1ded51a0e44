/** Strings of the company rules on the home page, the user enable switch, the voucher choice and the group alias check. */
export default {
  panel: {
    title: 'Your company’s rules',
    max_price: 'Maximum price: %{amount} per room per night',
    non_free_cancellation: 'Offers without free cancellation are excluded',
    unknown_breakfast: 'Offers with an unknown breakfast price are excluded',
    meal_contribution: 'Meal contribution: %{amount}',
    policy_10: 'Travel policy: going over it is flagged',
    policy_20: 'Travel policy: going over it needs a manager’s approval',
    policy_30: 'Travel policy: offers outside it are excluded',
    season: ' (from %{from} to %{to})',
    pre_validation: 'A manager approves each booking first',
    online_disabled: 'Online booking is not enabled: send an offline request',
    offline_disabled: 'Offline requests are not enabled',
  },
  users: {
    enable: 'Enable',
    disable: 'Disable',
    enable_label: 'Enable %{name}',
    disable_label: 'Disable %{name}',
    confirm_title: 'Disable %{name}?',
    confirm_text: '%{name} will not be able to sign in while the account stays disabled. Their bookings are kept.',
    enabled_done: '%{name}’s account is enabled.',
    disabled_done: '%{name}’s account is disabled.',
  },
  profile: {
    title: 'Vouchers',
    send_voucher: 'Send vouchers directly to the travellers',
    send_voucher_hint: 'For every confirmed booking, the travellers who have an email address receive the voucher.',
  },
  alias: {
    taken: 'Alias already used',
  },
};
