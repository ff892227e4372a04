/**
 * The school's fixed details, in one place for the school to edit. Values in [square brackets] are
 * placeholders: the specification does not give them, and the school must fill them in before launch.
 */
export const school = {
  name: '[School Name] Public School',
  shortName: '[School Name]',
  motto: 'Educate & Illuminate',
  foundedYear: 2016,
  board: 'CBSE',
  city: 'Chennai',
  /** The school's CBSE affiliation number, shown on the overview page. */
  cbseAffiliationNumber: '[CBSE affiliation no.]',
} as const;
