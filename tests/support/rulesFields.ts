/**
 * Reads firestore.rules the way tests/unit/fieldTables.test.ts needs: for a function that checks a document
 * (`validAnnouncement(data)`), the fields its `hasOnlyFields` lists and what it checks of each, in the words of a
 * field table (src/lib/fieldTable.ts): kind, optional, limits. The rules are written in a few fixed shapes (see the
 * helpers at the top of firestore.rules); a check in another shape is not read, and the test then says that the
 * field has no check it can read.
 */

/** What the rules check of one field, as a field table would say it, plus `positions` for a list checked element by element. */
export type RulesFacts = Record<string, unknown> & { kind?: string; row?: RulesTable; positions?: number };

export interface RulesTable {
  /** The fields of hasOnlyFields (or keys().hasOnly), or null without one. */
  listed: string[] | null;
  fields: Record<string, RulesFacts>;
}

/** The body of every function of the rules, by name: the expression it returns. */
export function rulesFunctions(rules: string): Map<string, string> {
  const functions = new Map<string, string>();
  for (const [, name, body] of rules.matchAll(/^ {4}function (\w+)\([^)]*\) \{\n([\s\S]*?)\n {4}\}$/gm)) {
    const code = (body ?? '')
      .split('\n')
      .filter((line) => !line.trim().startsWith('//'))
      .join('\n');
    const returned = /return ([\s\S]*);\s*$/.exec(code);
    if (name && returned?.[1]) functions.set(name, returned[1].replace(/\s+/g, ' ').trim());
  }
  return functions;
}

/** The parts of `expression` joined by `&&` outside parentheses, brackets and quotes. */
export function conjuncts(expression: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let at = 0; at < expression.length; at += 1) {
    const character = expression[at];
    if (character === "'" && expression[at - 1] !== '\\') quoted = !quoted;
    if (quoted) continue;
    if (character === '(' || character === '[') depth += 1;
    if (character === ')' || character === ']') depth -= 1;
    if (depth === 0 && expression.startsWith('&&', at)) {
      parts.push(expression.slice(start, at).trim());
      start = at + 2;
    }
  }
  parts.push(expression.slice(start).trim());
  return parts.map(unwrap);
}

/** The expression without parentheses around the whole of it. */
function unwrap(expression: string): string {
  if (!expression.startsWith('(') || !expression.endsWith(')')) return expression;
  let depth = 0;
  for (let at = 0; at < expression.length - 1; at += 1) {
    if (expression[at] === '(') depth += 1;
    if (expression[at] === ')') depth -= 1;
    if (depth === 0) return expression;
  }
  return unwrap(expression.slice(1, -1).trim());
}

const TEXT_CHECKS: Record<string, RulesFacts> = {
  isText: { kind: 'text', mayBeEmpty: true },
  isRequiredText: { kind: 'text' },
  isLongText: { kind: 'text', multiline: true, mayBeEmpty: true },
  isRequiredLongText: { kind: 'text', multiline: true },
};

/** The helpers that check an optional field of a disclosure section: absent, unchanged, or valid. */
const OPTIONAL_CHECKS: Record<string, RulesFacts> = {
  optionalText: { kind: 'text' },
  optionalLongText: { kind: 'text', multiline: true },
  optionalFile: { kind: 'dated document' },
  optionalCount: { kind: 'count' },
  optionalArea: { kind: 'area' },
  optionalResults: { kind: 'results' },
};

/**
 * Reads the checks of the function `name`, whose document is the variable `variable` (`data`, `term`). Limits that
 * live in a helper (isAttachmentList, isMemberList, isCount ...) are read from that helper.
 */
export function readRulesTable(functions: Map<string, string>, name: string, variable = 'data'): RulesTable {
  const body = functions.get(name);
  if (body === undefined) throw new Error(`firestore.rules has no function ${name}`);
  const helper = (helperName: string) => functions.get(helperName) ?? '';
  const number = (pattern: RegExp, source: string) => {
    const found = pattern.exec(source)?.[1];
    return found === undefined ? undefined : Number(found);
  };
  /** How many elements a list helper checks one by one (`isAttachment(value[4])`: 5). */
  const positions = (source: string, check: string) => source.match(new RegExp(`${check}\\(value\\[\\d+\\]\\)`, 'g'))?.length ?? 0;

  const table: RulesTable = { listed: null, fields: {} };
  const add = (field: string, facts: RulesFacts) => {
    table.fields[field] = { ...table.fields[field], ...facts };
  };
  const v = variable;
  const field = String.raw`${v}\.(\w+)`;

  /** Reads one check; `optional` when it sits in absentOr or after `!('field' in data) ||`. */
  function read(check: string, optional: boolean): void {
    const optionalFacts = optional ? { optional: true } : {};
    let match: RegExpExecArray | null;
    let rowCheck: RegExpExecArray | null;
    if ((match = new RegExp(String.raw`^(?:hasOnlyFields\(${v}, |${v}\.keys\(\)\.hasOnly\()\[(.*)\]\)$`).exec(check))) {
      table.listed = [...(match[1] ?? '').matchAll(/'(\w+)'/g)].map((quoted) => quoted[1] ?? '');
    } else if ((match = new RegExp(String.raw`^absentOr\(${v}, '(\w+)', (.*)\)$`).exec(check))) {
      const [, name, inner = ''] = match;
      conjuncts(inner.replaceAll(`${v}.get('${name}', null)`, `${v}.${name}`)).forEach((part) => read(part, true));
    } else if ((match = new RegExp(String.raw`^!\('(\w+)' in ${v}\) \|\| (?:unchanged\(${v}, '\w+'\) \|\| )?(.*)$`).exec(check))) {
      read(unwrap(match[2] ?? ''), true);
    } else if ((match = new RegExp(String.raw`^(optional\w+)\(${v}, '(\w+)'(?:, (\d+))?\)$`).exec(check)) && OPTIONAL_CHECKS[match[1] ?? '']) {
      const [, helperName = '', name = '', max] = match;
      const facts: RulesFacts = { ...OPTIONAL_CHECKS[helperName], optional: true };
      if (max !== undefined) facts.max = Number(max);
      if (facts.kind === 'count') facts.max = number(/value <= (\d+)/, helper('isCount'));
      if (facts.kind === 'area') facts.max = number(/value <= (\d+)/, helper('isArea'));
      if (facts.kind === 'results') {
        Object.assign(facts, {
          min: number(/hasSizeBetween\(value, (\d+), \d+\)/, helper('isResultList')),
          max: number(/hasSizeBetween\(value, \d+, (\d+)\)/, helper('isResultList')),
          remarksMax: number(/row\.remarks\.size\(\) <= (\d+)/, helper('isResultRow')),
          positions: positions(helper('isResultList'), 'isResultRow'),
        });
      }
      add(name, facts);
    } else if ((match = new RegExp(String.raw`^(is\w*Text)\(${field}, (\d+)\)$`).exec(check)) && TEXT_CHECKS[match[1] ?? '']) {
      add(match[2] ?? '', { ...TEXT_CHECKS[match[1] ?? ''], max: Number(match[3]), ...optionalFacts });
    } else if ((match = new RegExp(String.raw`^isAddress\(${field}\)$`).exec(check))) {
      add(match[1] ?? '', { kind: 'address', ...optionalFacts });
    } else if ((match = new RegExp(String.raw`^${field}\.matches\('https://\.\*'\)$`).exec(check))) {
      add(match[1] ?? '', { httpsOnly: true });
    } else if ((match = new RegExp(String.raw`^isVideoAddress\(${field}\)$`).exec(check))) {
      add(match[1] ?? '', { kind: 'video address', ...optionalFacts });
    } else if ((match = new RegExp(String.raw`^isAddressList\(${field}, (\d+), (\d+)\)$`).exec(check))) {
      add(match[1] ?? '', { kind: 'address list', min: Number(match[2]), max: Number(match[3]), ...optionalFacts });
    } else if ((match = new RegExp(String.raw`^isAttachmentList\(${field}\)$`).exec(check))) {
      add(match[1] ?? '', {
        kind: 'attachment list',
        min: number(/hasSizeBetween\(value, (\d+), \d+\)/, helper('isAttachmentList')),
        max: number(/hasSizeBetween\(value, \d+, (\d+)\)/, helper('isAttachmentList')),
        nameMax: number(/isRequiredText\(value\.name, (\d+)\)/, helper('isAttachment')),
        positions: positions(helper('isAttachmentList'), 'isAttachment'),
        ...optionalFacts,
      });
    } else if ((match = new RegExp(String.raw`^isAudience\(${field}\)$`).exec(check))) {
      add(match[1] ?? '', {
        kind: 'audience',
        min: number(/hasSizeBetween\(value, (\d+), \d+\)/, helper('isAudience')),
        max: number(/hasSizeBetween\(value, \d+, (\d+)\)/, helper('isAudience')),
        ...optionalFacts,
      });
    } else if ((match = new RegExp(String.raw`^isUrgentEnd\(${field}, ${v}\.\w+\)$`).exec(check)) && /^value is timestamp/.test(helper('isUrgentEnd'))) {
      add(match[1] ?? '', { kind: 'timestamp', ...optionalFacts });
    } else if ((match = new RegExp(String.raw`^isMemberList\(${field}, .*\)$`).exec(check))) {
      add(match[1] ?? '', {
        kind: 'name list',
        min: number(/hasSizeBetween\(members, (\d+), \d+\)/, helper('isMemberList')),
        max: number(/hasSizeBetween\(members, \d+, (\d+)\)/, helper('isMemberList')),
        nameMax: number(/^isRequiredText\(member, (\d+)\)/, helper('isStaffMember')),
        ...optionalFacts,
      });
    } else if ((match = new RegExp(String.raw`^hasSizeBetween\(${field}, (\d+), (\d+)\)$`).exec(check))) {
      add(match[1] ?? '', { kind: 'rows', min: Number(match[2]), max: Number(match[3]), ...optionalFacts });
    } else if ((match = new RegExp(String.raw`^(\w+)\(${field}, \d+\)$`).exec(check)) && (rowCheck = /\|\| (valid\w+)\(\w+\[/.exec(helper(match[1] ?? '')))) {
      // A row checked at its position (feeTermAt(data.terms, 0)), by the check its helper names (validFeeTerm).
      const name = match[2] ?? '';
      const rowName = rowCheck[1] ?? '';
      add(name, { positions: (table.fields[name]?.positions ?? 0) + 1, row: readRulesTable(functions, rowName, rowVariable(helper(rowName))) });
    } else if ((match = new RegExp(String.raw`^isPriority\(${field}\)$`).exec(check))) {
      add(match[1] ?? '', { kind: 'priority', ...optionalFacts });
    } else if ((match = new RegExp(String.raw`^isIsoDate\(${field}\)$`).exec(check))) {
      add(match[1] ?? '', { kind: 'iso date', ...optionalFacts });
    } else if ((match = new RegExp(String.raw`^${field} in (\w+)\(\)$`).exec(check))) {
      const options = [...helper(match[2] ?? '').matchAll(/'(\w+)'/g)].map((quoted) => quoted[1]);
      add(match[1] ?? '', { kind: 'choice', options, ...optionalFacts });
    } else if ((match = new RegExp(String.raw`^${field} is timestamp$`).exec(check))) {
      add(match[1] ?? '', { kind: 'timestamp', ...optionalFacts });
    } else if ((match = new RegExp(String.raw`^${field} is bool$`).exec(check))) {
      add(match[1] ?? '', { kind: 'flag', ...optionalFacts });
    } else if ((match = new RegExp(String.raw`^${field} == true$`).exec(check))) {
      add(match[1] ?? '', { kind: 'flag', onlyTrue: true, ...optionalFacts });
    } else if ((match = new RegExp(String.raw`^${field} == request\.time$`).exec(check))) {
      add(match[1] ?? '', { kind: 'write time', ...optionalFacts });
    } else if ((match = new RegExp(String.raw`^${field} == request\.auth\.token\.email$`).exec(check))) {
      add(match[1] ?? '', { kind: 'signed-in email', ...optionalFacts });
    } else if (check === `stampedNow(${v})`) {
      // Every update sets updatedAt; a new item may lack it.
      add('updatedAt', { kind: 'write time', optional: true });
    }
  }

  conjuncts(body).forEach((check) => read(check, false));
  return table;
}

/** The variable a row's check names its row by (`term` in `validFeeTerm(term)`'s `term.keys()`). */
function rowVariable(body: string): string {
  return /^(\w+)\.keys\(\)/.exec(body)?.[1] ?? 'data';
}
