/** Strings of the back office beyond the resource labels (resources.ts) and react-admin's own (ra-language-french). */
export default {
  title: 'Back-office',
  empty: 'Aucun écran n’est encore disponible dans ce back-office.',
  more: '+%{smart_count}',
  filters: {
    from: '%{field} (du)',
    to: '%{field} (au)',
  },
  inputs: {
    html: 'Code HTML du contenu',
    password_unchanged: 'Laisser vide pour conserver le mot de passe actuel',
    one_per_line: 'Une valeur par ligne',
    url: 'Adresse (URL) du fichier',
  },
};
