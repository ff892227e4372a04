/**
 * The field checks of firestore.rules, written from the collections' schemas (src/lib/fieldSchema.ts): for each
 * collection, the function that checks a document's fields, in the helpers' words (isRequiredText, isAddress,
 * absentOr, stampedNow: see the top of firestore.rules). `npm run rules` writes them into the rules' generated block;
 * `npm run lint` fails while that block differs from what the schemas say.
 */
import type { Field, FieldTable } from '../../src/lib/fieldTable';

/** The check of a present value `value` of `field`, or null for a field checked by the whole document (write time). */
function valueCheck(field: Field, value: string): string {
  switch (field.kind) {
    case 'text': {
      const long = field.multiline ? 'LongText' : 'Text';
      return `${field.mayBeEmpty ? 'is' : 'isRequired'}${long}(${value}, ${field.max})`;
    }
    case 'address': {
      const check = field.link ? `isAddress(${value})` : `isUpload(${value})`;
      return field.httpsOnly ? `${check} && ${value}.matches('https://.*')` : check;
    }
    case 'address list':
      return `isUploadList(${value}, ${field.min}, ${field.max})`;
    case 'priority':
      return `isPriority(${value})`;
    case 'flag':
      return field.onlyTrue ? `${value} == true` : `${value} is bool`;
    case 'iso date':
      return `isIsoDate(${value})`;
    case 'timestamp':
      return `${value} is timestamp`;
    case 'attachment list':
      // isAttachmentList checks each of 5 positions, names of at most 200 characters.
      if (field.min !== 0 || field.max !== 5 || field.nameMax !== 200) throw new Error('isAttachmentList checks 0 to 5 attachments, names of 200: change it with the schema.');
      return `isAttachmentList(${value})`;
    case 'name list':
      // isMemberList holds 0 to 300 members, names of at most 200, and checks the one member a write adds.
      if (field.min !== 0 || field.max !== 300 || field.nameMax !== 200) throw new Error('isMemberList checks 0 to 300 members, names of 200: change it with the schema.');
      return `isMemberList(${value}, membersBefore(group, id))`;
    case 'choice':
      return `${value} in [${field.options.map((option) => `'${option}'`).join(', ')}]`;
    case 'mobile':
      return `${value}.matches('[+]91[6-9][0-9]{9}')`;
    case 'email':
      return `isText(${value}, ${field.max}) && ${value}.matches('[^@ ]+@[^@ .]+([.][^@ .]+)+')`;
    case 'rupee amounts':
      // isRupeeList: whole rupees from 0 to ten lakh, in digits; how many, the document's own check (feesFollowTerms).
      if (field.maxAmount !== 1_000_000) throw new Error('isRupeeList checks amounts of at most 1,000,000: change it with the schema.');
      return `isRupeeList(${value})`;
    case 'line list':
      // isLineList: one-line texts of 1 to 60 characters, not blank.
      if (field.lineMax !== 60) throw new Error('isLineList checks lines of at most 60 characters: change it with the schema.');
      return `isLineList(${value}, ${field.min}, ${field.max})`;
    case 'class ages':
      // isClassAges holds 1 to 15 classes, as many as the school has, each age one line of 1 to 100 characters.
      if (field.min !== 1 || field.max !== 15 || field.row.age.max !== 100) throw new Error('isClassAges checks 1 to 15 classes, ages of 100: change it with the schema.');
      return `isClassAges(${value})`;
    case 'audience':
      // isAudience holds 1 to 15 classes, as many as the school has.
      if (field.min !== 1 || field.max !== 15) throw new Error('isAudience checks 1 to 15 classes: give the audience field min 1, max 15.');
      return `isAudience(${value})`;
    default:
      throw new Error(`npm run rules cannot yet write a check of a field of kind '${field.kind}'`);
  }
}

/** The check of the field `name` of the document or row `doc` (`data`, `row`); null for one checked beside the block. */
function fieldCheck(name: string, field: Field, doc: string, rowFunction: string): string | null {
  if (field.checkedBeside) return null;
  if (field.kind === 'write time') return field.optional ? `stampedNow(${doc})` : `${doc}.${name} == request.time`;
  if (field.kind === 'rows') {
    // Rules cannot loop: each place a row can be in is checked, a place past the end holds nothing to check.
    const list = `${doc}.${name}`;
    const places = Array.from({ length: field.max }, (_, index) => `(${list}.size() <= ${index} || ${rowFunction}(${list}[${index}]))`);
    return [`${list} is list`, `hasSizeBetween(${list}, ${field.min}, ${field.max})`, ...places].join('\n        && ');
  }
  if (!field.optional) return valueCheck(field, `${doc}.${name}`);
  return `absentOr(${doc}, '${name}', ${valueCheck(field, `${doc}.get('${name}', null)`)})`;
}

/**
 * The check of the optional field `name` of a large document whose writes change a few fields at a time: absent, as
 * stored (checked when it was written), or valid; the helpers (optionalText, …) stop at the first that holds, keeping
 * a request within the rules' 1,000 expressions.
 */
function changedFieldCheck(name: string, field: Field): string {
  const requireBounds = (expected: boolean, what: string) => {
    if (!expected) throw new Error(`${name}: ${what}`);
  };
  switch (field.kind) {
    case 'text':
      return `optional${field.multiline ? 'LongText' : 'Text'}(data, '${name}', ${field.max})`;
    case 'count':
      requireBounds(field.max === 100_000, 'isCount counts to 100,000');
      return `optionalCount(data, '${name}')`;
    case 'area':
      requireBounds(field.max === 10_000_000, 'isArea measures to 10,000,000');
      return `optionalArea(data, '${name}')`;
    case 'dated document':
      return `optionalFile(data, '${name}')`;
    case 'yearly document':
      return `optionalYearlyFile(data, '${name}')`;
    case 'results':
      requireBounds(field.min === 0 && field.max === 10 && field.remarksMax === 200, 'isResultList holds 0 to 10 years, remarks of 200');
      return `optionalResults(data, '${name}')`;
    case 'flag':
      return `(!('${name}' in data) || data.${name} is bool)`;
    case 'video address':
      return `(!('${name}' in data) || unchanged(data, '${name}') || isVideoAddress(data.${name}))`;
    default:
      throw new Error(`npm run rules cannot yet write a changed-only check of a field of kind '${field.kind}'`);
  }
}

/**
 * The rules function `name(data)` of a document whose fields are all optional but its write time, each checked only
 * when a write changes it (changedFieldCheck).
 */
export function changedFieldsFunction(name: string, table: FieldTable): string {
  const listed = [...Object.keys(table), 'lastActivity'].map((field) => `'${field}'`).join(', ');
  const checks = Object.entries(table).map(([field, facts]) => {
    if (facts.kind === 'write time') return `data.${field} == request.time`;
    if (!facts.optional) throw new Error(`${name}: ${field} must be optional in a document checked by its changes`);
    return changedFieldCheck(field, facts);
  });
  return [`    function ${name}(data) {`, `      return ${[`hasOnlyFields(data, [${listed}])`, ...checks].join('\n        && ')};`, '    }'].join('\n');
}

const capitalized = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** The function `name(doc)`: exactly the fields of `table` (and `extra`), each as the table says. */
function checksFunction(name: string, doc: string, table: FieldTable, extra: readonly string[]): string {
  const listed = [...Object.keys(table), ...extra].map((field) => `'${field}'`).join(', ');
  const only = doc === 'data' ? `hasOnlyFields(data, [${listed}])` : `${doc}.keys().hasOnly([${listed}])`;
  const checks = [only, ...Object.entries(table).flatMap(([field, facts]) => fieldCheck(field, facts, doc, `${name}${capitalized(field)}Row`) ?? [])];
  // A list of names is checked against the list before the write: membersBefore() of the group's collection and id.
  // (Not passed in as a list: each binding of a list counts against the rules' 5 MB for variables.)
  const parameters = Object.values(table).some((facts) => facts.kind === 'name list') ? `${doc}, group, id` : doc;
  return [`    function ${name}(${parameters}) {`, `      return ${checks.join('\n        && ')};`, '    }'].join('\n');
}

/**
 * The rules function `name(data)` that checks a document of a collection with these fields, after the functions that
 * check one row of each of its lists of rows (`<name><Field>Row`).
 */
export function rulesFunction(name: string, table: FieldTable): string {
  const rows = Object.entries(table).flatMap(([field, facts]) => (facts.kind === 'rows' ? [checksFunction(`${name}${capitalized(field)}Row`, 'row', facts.row, [])] : []));
  return [...rows, checksFunction(name, 'data', table, ['lastActivity'])].join('\n\n');
}
