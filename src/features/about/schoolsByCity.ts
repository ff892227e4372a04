export interface CitySchools<School> {
  city: string;
  /** The city's history, or null when the content gives none. */
  text: string | null;
  /** The city's schools, oldest first. */
  schools: School[];
  /** The year the trust's first school in the city opened. */
  since: number;
}

/**
 * Groups the trust's schools by city: the cities with a written history first, in that order, then any other
 * city in the order its first school appears. Cities without a school are left out.
 */
export function groupSchoolsByCity<School extends { city: string; founded: number }>(
  schools: readonly School[],
  histories: readonly { city: string; text: string }[],
): CitySchools<School>[] {
  const cities = [...histories.map((history) => history.city), ...schools.map((school) => school.city)];
  const uniqueCities = [...new Set(cities)];
  return uniqueCities
    .map((city) => {
      const citySchools = schools.filter((school) => school.city === city).sort((a, b) => a.founded - b.founded);
      return {
        city,
        text: histories.find((history) => history.city === city)?.text ?? null,
        schools: citySchools,
        since: Math.min(...citySchools.map((school) => school.founded)),
      };
    })
    .filter((group) => group.schools.length > 0);
}
