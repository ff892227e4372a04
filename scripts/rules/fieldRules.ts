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
    case 'address':
      return field.httpsOnly ? `isAddress(${value}) && ${value}.matches('https://.*')` : `isAddress(${value})`;
    case 'address list':
      return `isAddressList(${value}, ${field.min}, ${field.max})`;
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
    case 'choice':
      return `${value} in [${field.options.map((option) => `'${option}'`).join(', ')}]`;
    case 'audience':
      // isAudience holds 1 to 15 classes, as many as the school has.
      if (field.min !== 1 || field.max !== 15) throw new Error('isAudience checks 1 to 15 classes: give the audience field min 1, max 15.');
      return `isAudience(${value})`;
    default:
      throw new Error(`npm run rules cannot yet write a check of a field of kind '${field.kind}'`);
  }
}

/** The check of the field `name` of `data`. */
function fieldCheck(name: string, field: Field): string {
  if (field.kind === 'write time') return field.optional ? 'stampedNow(data)' : `data.${name} == request.time`;
  if (!field.optional) return valueCheck(field, `data.${name}`);
  return `absentOr(data, '${name}', ${valueCheck(field, `data.get('${name}', null)`)})`;
}

/** The rules function `name(data)` that checks a document of a collection with these fields. */
export function rulesFunction(name: string, table: FieldTable): string {
  const listed = [...Object.keys(table), 'lastActivity'].map((field) => `'${field}'`).join(', ');
  const checks = [`hasOnlyFields(data, [${listed}])`, ...Object.entries(table).map(([field, facts]) => fieldCheck(field, facts))];
  return [`    function ${name}(data) {`, `      return ${checks.join('\n        && ')};`, '    }'].join('\n');
}
