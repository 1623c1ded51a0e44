/** Strings of a visitor's own travellers on a company's generated link (/offline/booking/gen/{uid}). */
export default {
  travellers: {
    title: 'Voyageurs',
    intro: 'Choisissez qui séjourne parmi les voyageurs enregistrés depuis ce navigateur, ou ajoutez-en un.',
    loading: 'Chargement de vos voyageurs…',
    none: 'Aucun voyageur enregistré pour l’instant.',
    add: 'Ajouter un voyageur',
    search: 'Rechercher un voyageur',
    search_hint: 'Nom, prénom ou e-mail (3 lettres au moins)',
    more: '%{shown} voyageurs affichés sur %{total} : recherchez par nom ou e-mail.',
    no_match: 'Aucun voyageur ne correspond à cette recherche.',
    chosen: '%{smart_count} voyageur choisi |||| %{smart_count} voyageurs choisis',
    max: 'Au plus %{max} voyageurs par demande.',
    unknown: 'Un des voyageurs choisis n’est plus disponible : décochez-le, puis ajoutez-le de nouveau.',
    failed: 'Vos voyageurs n’ont pas pu être chargés.',
  },
};
