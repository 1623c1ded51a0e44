/**
 * Where a hotel is, in the sectors a travel policy names (server/company/sectors.ts): its department from its postal
 * code, its region from its department. The official lists change once a decade, hence static data.
 */

const REGION_DEPARTMENTS: Record<string, readonly string[]> = {
  'Auvergne-Rhône-Alpes': ['01', '03', '07', '15', '26', '38', '42', '43', '63', '69', '73', '74'],
  'Bourgogne-Franche-Comté': ['21', '25', '39', '58', '70', '71', '89', '90'],
  Bretagne: ['22', '29', '35', '56'],
  'Centre-Val de Loire': ['18', '28', '36', '37', '41', '45'],
  Corse: ['2A', '2B'],
  'Grand Est': ['08', '10', '51', '52', '54', '55', '57', '67', '68', '88'],
  'Hauts-de-France': ['02', '59', '60', '62', '80'],
  'Île-de-France': ['75', '77', '78', '91', '92', '93', '94', '95'],
  Normandie: ['14', '27', '50', '61', '76'],
  'Nouvelle-Aquitaine': ['16', '17', '19', '23', '24', '33', '40', '47', '64', '79', '86', '87'],
  Occitanie: ['09', '11', '12', '30', '31', '32', '34', '46', '48', '65', '66', '81', '82'],
  'Pays de la Loire': ['44', '49', '53', '72', '85'],
  'Provence-Alpes-Côte d’Azur': ['04', '05', '06', '13', '83', '84'],
  Guadeloupe: ['971'],
  Martinique: ['972'],
  Guyane: ['973'],
  'La Réunion': ['974'],
  Mayotte: ['976'],
};

const REGION_OF = new Map(Object.entries(REGION_DEPARTMENTS).flatMap(([region, departments]) => departments.map((code) => [code, region] as const)));

/** The department code of a French postal code: '69002' → '69', '20090' → '2A', '97110' → '971'. */
export function departmentOf(postCode: string | null | undefined): string | null {
  const code = postCode?.trim() ?? '';
  if (!/^\d{5}$/.test(code)) return null;
  if (code.startsWith('97')) return code.slice(0, 3);
  // Corsica kept the postal prefix 20: 200xx and 201xx are Corse-du-Sud, the rest Haute-Corse.
  if (code.startsWith('20')) return Number(code.slice(2, 3)) <= 1 ? '2A' : '2B';
  return code.slice(0, 2);
}

export function regionOf(department: string | null): string | null {
  return department ? (REGION_OF.get(department) ?? null) : null;
}
