/** The names and job titles of the demo's people, French and invented. */

/** First names with the gender used for the civility. */
export const FIRST_NAMES: readonly (readonly [string, 'mr' | 'mrs'])[] = [
  ['Antoine', 'mr'], ['Camille', 'mrs'], ['Nicolas', 'mr'], ['Sophie', 'mrs'], ['Thomas', 'mr'], ['Julie', 'mrs'],
  ['Pierre', 'mr'], ['Céline', 'mrs'], ['Mathieu', 'mr'], ['Aurélie', 'mrs'], ['Julien', 'mr'], ['Émilie', 'mrs'],
  ['Guillaume', 'mr'], ['Nathalie', 'mrs'], ['Sébastien', 'mr'], ['Isabelle', 'mrs'], ['Alexandre', 'mr'],
  ['Claire', 'mrs'], ['Maxime', 'mr'], ['Élodie', 'mrs'], ['François', 'mr'], ['Valérie', 'mrs'], ['Laurent', 'mr'],
  ['Sandrine', 'mrs'], ['Romain', 'mr'], ['Hélène', 'mrs'], ['Vincent', 'mr'], ['Anne', 'mrs'], ['Benoît', 'mr'],
  ['Marion', 'mrs'], ['Jérôme', 'mr'], ['Caroline', 'mrs'], ['Olivier', 'mr'], ['Léa', 'mrs'], ['Hugo', 'mr'],
  ['Manon', 'mrs'], ['Lucas', 'mr'], ['Chloé', 'mrs'], ['Étienne', 'mr'], ['Inès', 'mrs'], ['Karim', 'mr'],
  ['Nadia', 'mrs'], ['Yann', 'mr'], ['Morgane', 'mrs'], ['Christophe', 'mr'], ['Patricia', 'mrs'], ['Damien', 'mr'],
  ['Agnès', 'mrs'], ['Fabrice', 'mr'], ['Laetitia', 'mrs'], ['Mehdi', 'mr'], ['Sarah', 'mrs'], ['Arnaud', 'mr'],
  ['Juliette', 'mrs'], ['Cédric', 'mr'], ['Pauline', 'mrs'], ['Grégoire', 'mr'], ['Mathilde', 'mrs'], ['Rémi', 'mr'],
  ['Anaïs', 'mrs'], ['Bastien', 'mr'], ['Océane', 'mrs'], ['Kévin', 'mr'], ['Amandine', 'mrs'], ['Loïc', 'mr'],
  ['Margaux', 'mrs'], ['Adrien', 'mr'], ['Charlotte', 'mrs'], ['Yves', 'mr'], ['Brigitte', 'mrs'],
];

export const LAST_NAMES = [
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon',
  'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard',
  'André', 'Lefèvre', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Martinez', 'Legrand', 'Garnier',
  'Faure', 'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Roussel', 'Nicolas', 'Perrin', 'Morin', 'Mathieu',
  'Clément', 'Gauthier', 'Dumont', 'Lopez', 'Fontaine', 'Chevalier', 'Robin', 'Masson', 'Sanchez', 'Gérard',
  'Nguyen', 'Boyer', 'Denis', 'Lemaire', 'Duval', 'Joly', 'Gautier', 'Roger', 'Roche', 'Roy', 'Noël', 'Meyer',
  'Lucas', 'Meunier', 'Jean', 'Pérez', 'Marchand', 'Dufour', 'Blanchard', 'Gillet', 'Barbier', 'Brun', 'Dumas',
  'Brunet', 'Schmitt', 'Leroux', 'Colin', 'Fernandez', 'Le Gall', 'Benali', 'Haddad', 'Caron', 'Renard', 'Picard',
  'Le Goff', 'Arnaud', 'Vidal', 'Carpentier', 'Aubert', 'Hoarau', 'Besnard', 'Tessier', 'Collet', 'Rey', 'Huet',
];

export const POSITIONS = [
  'Assistante de direction', 'Office manager', 'Responsable des achats', 'Chef de projet', 'Ingénieur commercial',
  'Directeur financier', 'Technicien de maintenance', 'Responsable RH', 'Consultant', 'Directrice commerciale',
  'Chargé de mission', 'Responsable des services généraux', 'Auditeur', 'Ingénieur d’affaires', 'Comptable',
];
