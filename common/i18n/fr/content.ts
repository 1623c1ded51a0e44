/** Strings of the front office's news, help, notifications and events. */
export default {
  nav: {
    more: 'Plus',
    news: 'Actualités',
    help: 'Aide',
    notifications: 'Notifications',
    events: 'Événements',
  },
  news: {
    title: 'Actualités',
    intro: 'Les nouvelles de votre agence.',
    empty: 'Aucune actualité.',
    unread: 'Nouveau',
    unread_count: '%{smart_count} actualité non lue |||| %{smart_count} actualités non lues',
    loading: 'Chargement des actualités',
    more: 'Voir plus',
  },
  help: {
    title: 'Aide',
    intro: 'Les réponses aux questions les plus fréquentes. Pour le reste, écrivez à votre agence.',
    empty: 'Aucune page d’aide.',
    contact: 'Écrire à l’agence',
  },
  notifications: {
    title: 'Notifications',
    empty: 'Aucune notification.',
    unread: 'Non lue',
    kind: { news: 'Actualité', help: 'Aide' },
    loading: 'Chargement des notifications',
    back: 'Toutes les notifications',
    more: 'Voir plus',
  },
  events: {
    title: 'Événements',
    intro: 'Salons et grands événements : les hôtels se remplissent vite autour de ces dates.',
    from: 'Du',
    to: 'Au',
    search: 'Afficher',
    empty: 'Aucun événement sur cette période.',
    window: 'La période couvre au plus %{days} jours.',
    dates: 'Du %{from} au %{to}',
  },
};
