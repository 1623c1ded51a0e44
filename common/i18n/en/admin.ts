/** Strings of the back office beyond the resource labels (resources.ts) and react-admin's own (ra-language-english). */
export default {
  title: 'Back office',
  empty: 'No screen is available in this back office yet.',
  more: '+%{smart_count}',
  filters: {
    from: '%{field} (from)',
    to: '%{field} (to)',
  },
  inputs: {
    html: 'HTML source of the content',
    password_unchanged: 'Leave empty to keep the current password',
    one_per_line: 'One value per line',
    url: 'Address (URL) of the file',
  },
  configuration: {
    card: {
      menu: 'Payment card',
      title: 'Payment card',
      edit_title: 'Edit the payment card',
      intro: 'The agency’s card, given as a guarantee for bookings. Its number and security code are encrypted and never shown again.',
      not_configured: 'No card is recorded.',
      saved: 'The payment card is saved',
      fields: {
        number_masked: 'Number',
        number: 'Card number',
        holder: 'Holder',
        expiry: 'Expiry date',
        cvc: 'Security code',
        scheme: 'Scheme',
      },
      helpers: {
        number: 'The whole card is entered at every change',
        expiry: 'MM/YY',
        cvc: '3 digits on the back of the card, 4 on the front for American Express',
      },
      schemes: {
        visa: 'Visa',
        mastercard: 'Mastercard',
        amex: 'American Express',
      },
    },
    banner: {
      menu: 'Information banner',
      title: 'Information banner',
      edit_title: 'Edit the information banner',
      intro: 'A message shown at the top of every page, the sign-in page included, until its expiry date.',
      saved: 'The information banner is saved',
      preview: 'Preview, as users see it today',
      not_shown: 'The banner is not shown: it is switched off, empty or expired.',
      fields: {
        text: 'Text',
        expires: 'Expiry date',
        enabled: 'Shown',
      },
      helpers: {
        text: '500 characters at most',
        expires: 'Last day shown; empty to show it without limit',
      },
    },
  },
};
