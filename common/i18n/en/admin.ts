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
};
