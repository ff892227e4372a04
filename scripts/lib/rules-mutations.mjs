// The loosened copies of firestore.rules that `npm run test:rules-mutations` runs the rules suites against. Each
// mutant loosens one check; a suite that still passes on it has a hole. Mutants are derived from the text, so a new
// check is mutated without being listed here:
// - every conjunct (`a && b`) of a predicate function's body or of an `allow` condition becomes `true`, at every
//   depth; a predicate body or an `allow` condition that is not a conjunction becomes `true` as a whole;
// - every numeric bound loosens by one: the maximum of the text helpers (isText, isLongText, their required and
//   optional forms), the minimum and maximum of hasSizeBetween / isUploadList, `<= n`, and counted repeats `{m,n}`
//   in regular expressions;
// - every item of a negated character class `[^...]` in a regular expression is dropped, one at a time;
// - the few hand-written mutants below (HAND_MUTANTS), each of which must match the rules text exactly once.
// A mutant that changes nothing a request can see (EQUIVALENT_MUTANTS, each with why) is reported, not run.

import { connect } from 'node:http2';

/** Functions that compute a value rather than decide; their bodies are not loosened as expressions. */
export const NOT_PREDICATES = ['addressPattern', 'siteDocumentId', 'membersBefore', 'contentTypes', 'activityActions', 'draftDate', 'itemPath', 'uploadPattern', 'uploadCloud'];

/**
 * Loosenings the derived mutants do not cover: [what it allows, text, replacement, and optionally the texts that can
 * tell it (a pattern of their start), whose tests run first].
 * @type {[string, string, string, RegExp?][]}
 */
export const HAND_MUTANTS = [
  ['http:// addresses', "'https://'", "'https?://'", /^http:\/\//u],
  ['any scheme', "'https://'", "'[a-z]+://'", /^(?!https:)[a-z]+:\/\//u],
  ['the https scheme in any case', "'https://'", "'(?i:https)://'", /^(?!https:)https:\/\//iu],
  ['an admin claim that is merely not false', "request.auth.token.get('admin', false) == true", "request.auth.token.get('admin', false) != false"],
  // The window of an urgent notice (no numeric bound or `<= n` for the derived mutants to loosen).
  ['isUrgentEnd: an end at the time the notice appears', 'value > posted', 'value >= posted'],
  ['isUrgentEnd: an end 8 days after the notice appears', "duration.value(7, 'd')", "duration.value(8, 'd')"],
];

/**
 * Mutants no test can kill, since no request is answered otherwise: [where (as a mutant's description names it),
 * the condition made `true`, why]. Each must name exactly one mutant. Before adding one, try to write the request
 * that tells them apart; where the check can go instead, take it out.
 */
export const EQUIVALENT_MUTANTS = [
  // The generated block checks each field's type; these fields are then compared or read in a way that fails on
  // anything else, which denies the write as the type check does.
  ['function validAnnouncementFields', "absentOr(data, 'urgentUntil', data.get('urgentUntil', null) is timestamp)", 'isUrgentEnd compares the end with a time, which fails on anything but a time'],
  ['function validFeePayment', 'data.terms is list', 'a map and a text have a size too, but reading their row [0] fails'],
];

/**
 * Items of a negated class that no request can tell apart from the rest of the class: [item, another item of the
 * same class, why]. A class that holds both lists the first for engines that do not need it.
 */
export const EQUIVALENT_CLASS_ITEMS = [
  [
    '\\\\x{180E}',
    '\\\\p{Z}',
    "the emulator's RE2 has U+180E among the space separators (\\p{Z}, as Unicode had it before 6.3); engines with newer tables have it as a format character, which the class must name",
  ],
];

/** The end (exclusive) of the string literal starting at `start` (a quote). */
function endOfString(text, start) {
  const quote = text[start];
  for (let index = start + 1; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === quote) return index + 1;
  }
  throw new Error(`Unterminated string at ${start}`);
}

/**
 * Splits `text[start, end)` at its top-level `operator` (`&&` or `||`), outside strings and brackets.
 * Returns the parts as [start, end) ranges, trimmed of white space.
 */
function splitTopLevel(text, start, end, operator) {
  const parts = [];
  let depth = 0;
  let partStart = start;
  for (let index = start; index < end; index += 1) {
    const char = text[index];
    if (char === "'" || char === '"') {
      index = endOfString(text, index) - 1;
    } else if ('([{'.includes(char)) {
      depth += 1;
    } else if (')]}'.includes(char)) {
      depth -= 1;
    } else if (depth === 0 && text.startsWith(operator, index)) {
      parts.push([partStart, index]);
      partStart = index + operator.length;
      index += operator.length - 1;
    }
  }
  parts.push([partStart, end]);
  return parts.map(([from, to]) => trimRange(text, from, to));
}

function trimRange(text, start, end) {
  let from = start;
  let to = end;
  while (from < to && /\s/.test(text[from])) from += 1;
  while (to > from && /\s/.test(text[to - 1])) to -= 1;
  return [from, to];
}

/** The range inside one pair of parentheses wrapping the whole of `text[start, end)`, or null. */
function insideParentheses(text, start, end) {
  if (text[start] !== '(' || text[end - 1] !== ')') return null;
  let depth = 0;
  for (let index = start; index < end; index += 1) {
    const char = text[index];
    if (char === "'" || char === '"') index = endOfString(text, index) - 1;
    else if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth === 0 && index !== end - 1) return null;
    }
  }
  return trimRange(text, start + 1, end - 1);
}

/** The ranges of `text[start, end)` that may each become `true`: its conjuncts, at every depth. */
function conjunctRanges(text, start, end) {
  const inner = insideParentheses(text, start, end);
  if (inner) return conjunctRanges(text, inner[0], inner[1]);
  const conjuncts = splitTopLevel(text, start, end, '&&');
  if (conjuncts.length > 1) return conjuncts.flatMap(([from, to]) => [[from, to], ...conjunctRanges(text, from, to)]);
  const disjuncts = splitTopLevel(text, start, end, '||');
  if (disjuncts.length > 1) return disjuncts.flatMap(([from, to]) => conjunctRanges(text, from, to));
  return [];
}

/** The ranges that may become `true` in a whole condition: its conjuncts, or the condition itself. */
function conditionRanges(text, start, end) {
  const whole = splitTopLevel(text, start, end, '&&').length > 1 ? [] : [[start, end]];
  return [...whole, ...conjunctRanges(text, start, end)];
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

function replaceRange(text, [from, to], replacement) {
  return text.slice(0, from) + replacement + text.slice(to);
}

/** Every `return ...;` of a predicate function, and every `allow ...: if ...;` condition, as [start, end). */
function conditions(text) {
  const found = [];
  const functions = /function\s+(\w+)\s*\([^)]*\)\s*\{/g;
  const names = new Set();
  for (let match = functions.exec(text); match; match = functions.exec(text)) {
    const name = match[1];
    names.add(name);
    if (NOT_PREDICATES.includes(name)) continue;
    const bodyStart = match.index + match[0].length;
    const returnAt = text.indexOf('return', bodyStart);
    const end = text.indexOf(';', returnAt);
    found.push({ where: `function ${name}`, range: trimRange(text, returnAt + 'return'.length, end) });
  }
  for (const name of NOT_PREDICATES) {
    if (!names.has(name)) throw new Error(`NOT_PREDICATES names ${name}, which firestore.rules no longer defines.`);
  }
  const allows = /allow\s+([\w, ]+):\s*if\s+/g;
  for (let match = allows.exec(text); match; match = allows.exec(text)) {
    const start = match.index + match[0].length;
    found.push({ where: `allow ${match[1]}`, range: trimRange(text, start, text.indexOf(';', start)) });
  }
  return found;
}

function expressionMutants(text) {
  const mutants = [];
  for (const { where, range } of conditions(text)) {
    for (const [from, to] of conditionRanges(text, range[0], range[1])) {
      const original = text.slice(from, to);
      if (original === 'true') continue;
      mutants.push({ name: `line ${lineOf(text, from)} (${where}): \`${original.replace(/\s+/g, ' ')}\` → true`, span: [from, to], replacement: 'true' });
    }
  }
  return mutants;
}

/** The arguments of the call whose `(` is at `open`, as [start, end) ranges. */
function callArguments(text, open) {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (char === "'" || char === '"') index = endOfString(text, index) - 1;
    else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) {
      depth -= 1;
      if (depth === 0) return splitTopLevel(text, open + 1, index, ',');
    }
  }
  throw new Error(`Unclosed call at line ${lineOf(text, open)}`);
}

/** For each helper, what its integer arguments are, by position: 'min' loosens down, 'max' up. */
const BOUNDED_HELPERS = {
  isText: [null, 'max'],
  isLongText: [null, 'max'],
  isRequiredText: [null, 'max'],
  isRequiredLongText: [null, 'max'],
  optionalText: [null, null, 'max'],
  optionalLongText: [null, null, 'max'],
  hasSizeBetween: [null, 'min', 'max'],
  isUploadList: [null, 'min', 'max'],
  isPage: ['max'],
};

function boundMutants(text) {
  const mutants = [];
  // A counted repeat of a pattern lets longer texts match (max) or shorter ones (min): `lengths` says which tell it.
  const loosen = (range, kind, where, lengths = null) => {
    const value = Number(text.slice(range[0], range[1]));
    const loosened = kind === 'max' ? value + 1 : value - 1;
    if (loosened < 0) return;
    mutants.push({ name: `line ${lineOf(text, range[0])} (${where}): ${kind} ${value} → ${loosened}`, span: range, replacement: String(loosened), lengths });
  };
  const calls = new RegExp(`\\b(${Object.keys(BOUNDED_HELPERS).join('|')})\\(`, 'g');
  for (let match = calls.exec(text); match; match = calls.exec(text)) {
    const args = callArguments(text, match.index + match[1].length);
    BOUNDED_HELPERS[match[1]].forEach((kind, position) => {
      const range = args[position];
      if (kind && range && /^\d+$/.test(text.slice(range[0], range[1]))) loosen(range, kind, match[1]);
    });
  }
  const atMost = /<=\s*(\d+)/g;
  for (let match = atMost.exec(text); match; match = atMost.exec(text)) {
    const from = match.index + match[0].length - match[1].length;
    loosen([from, from + match[1].length], 'max', '<=');
  }
  const repeats = /\{(\d+),(\d+)\}/g;
  for (let match = repeats.exec(text); match; match = repeats.exec(text)) {
    const minFrom = match.index + 1;
    const maxFrom = minFrom + match[1].length + 1;
    loosen([minFrom, minFrom + match[1].length], 'min', `repeat ${match[0]}`, 'shortest');
    loosen([maxFrom, maxFrom + match[2].length], 'max', `repeat ${match[0]}`, 'longest');
  }
  return mutants;
}

/** The items of a character class's source text: `\\p{..}`, `\\x{..}`, `\\\\`, `\\t-\\r`, `a`, ... */
function classItems(source) {
  const items = [];
  let index = 0;
  const atom = () => {
    if (source.startsWith('\\\\\\\\', index)) return 4;
    const braced = /^\\\\[px]\{[^}]*\}/.exec(source.slice(index));
    if (braced) return braced[0].length;
    if (source.startsWith('\\\\', index)) return 3;
    return 1;
  };
  while (index < source.length) {
    const start = index;
    index += atom();
    if (source[index] === '-' && index + 1 < source.length) {
      index += 1;
      index += atom();
    }
    items.push([start, index]);
  }
  return items;
}

function characterClassMutants(text) {
  const mutants = [];
  const classes = /\[\^((?:[^\]\\]|\\.)+)\]/g;
  for (let match = classes.exec(text); match; match = classes.exec(text)) {
    const contentStart = match.index + 2;
    const items = classItems(match[1]);
    if (items.length < 2) continue;
    for (const [from, to] of items) {
      mutants.push({
        name: `line ${lineOf(text, match.index)}: \`${match[0]}\` without \`${match[1].slice(from, to)}\``,
        span: [contentStart + from, contentStart + to],
        replacement: '',
        characters: classItemCharacters(match[1].slice(from, to)),
        equivalent: EQUIVALENT_CLASS_ITEMS.find(([item, other]) => match[1].slice(from, to) === item && classItems(match[1]).some(([a, b]) => match[1].slice(a, b) === other))?.[2] ?? null,
      });
    }
  }
  return mutants;
}

/**
 * The characters an item of a negated class stands for, as a JavaScript pattern: the item as the rules text writes
 * it in a string (`\\x{AD}`, `\\t-\\r`, `?`), read as the string holds it (`\x{AD}`), with RE2's `\x{..}` as `\u{..}`.
 * @param {string} item
 */
export function classItemCharacters(item) {
  const inString = item.replace(/\\\\/g, '\\');
  return new RegExp(`[${inString.replace(/\\x\{/g, '\\u{')}]`, 'u');
}

function handMutants(text) {
  return HAND_MUTANTS.map(([allows, find, replacement, starts = null]) => {
    const at = text.indexOf(find);
    if (at === -1 || text.indexOf(find, at + 1) !== -1) {
      throw new Error(`The hand-written mutant "${allows}" expects ${find} exactly once in firestore.rules: update HAND_MUTANTS.`);
    }
    return { name: `line ${lineOf(text, at)}: ${allows} (${find} → ${replacement})`, span: [at, at + find.length], replacement, starts };
  });
}

/** The text with every `//` comment blanked out (same length, so positions stay), strings left alone. */
function withoutComments(text) {
  let code = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === "'" || char === '"') {
      const end = endOfString(text, index);
      code += text.slice(index, end);
      index = end - 1;
    } else if (text.startsWith('//', index)) {
      const end = text.indexOf('\n', index) === -1 ? text.length : text.indexOf('\n', index);
      code += ' '.repeat(end - index);
      index = end - 1;
    } else {
      code += char;
    }
  }
  return code;
}

/**
 * The rules as the coverage run loads them: each condition that is the literal `false` (`allow delete: if false;`),
 * which the emulator's coverage leaves out, as `1 > 2`, which it records, refuses as surely, and is as long (every
 * position stays). The tests whose requests reach such a condition are then known, and only they run on its mutant.
 * @param {string} text
 */
export function withRecordedFalse(text) {
  let recorded = text;
  for (const { index, 0: condition } of withoutComments(text).matchAll(/\bif\s+false\s*;/g)) {
    const at = index + condition.indexOf('false');
    recorded = `${recorded.slice(0, at)}1 > 2${recorded.slice(at + 'false'.length)}`;
  }
  return recorded;
}

/**
 * Every mutant of the rules text, as { name, rules, span, becomesTrue, equivalent }: `span` is the [start, end) of
 * `text` that the mutant replaces, `becomesTrue` whether it replaces a condition with `true`, `equivalent` why no test
 * can kill it (EQUIVALENT_MUTANTS), or null. Throws when a hand-written one or an equivalent one no longer applies.
 * Mutants are found in the code only (comments are never mutated) and applied to the text.
 */
export function rulesMutants(text) {
  const code = withoutComments(text);
  const found = [...expressionMutants(code), ...boundMutants(code), ...characterClassMutants(code), ...handMutants(code)];
  const seen = new Set();
  const mutants = found
    .map(({ name, span, replacement, characters = null, lengths = null, starts = null, equivalent = null }) => ({
      name, rules: replaceRange(text, span, replacement), span, becomesTrue: replacement === 'true', characters, lengths, starts, equivalent,
    }))
    .filter(({ rules }) => rules !== text && !seen.has(rules) && seen.add(rules));
  for (const [where, condition, why] of EQUIVALENT_MUTANTS) {
    const named = mutants.filter(({ name }) => name.includes(`(${where}): \`${condition}\` → true`));
    if (named.length !== 1) throw new Error(`EQUIVALENT_MUTANTS expects \`${condition}\` in ${where} once in firestore.rules (found ${named.length}): update it.`);
    named[0].equivalent = why;
  }
  return mutants;
}

// ---- Which test files can notice a mutant: the emulator's rule coverage ----------------------------------------
// The Firestore emulator records, per project, every expression of the loaded rules with the values it evaluated to
// (GET /emulator/v1/projects/<id>:ruleCoverage; loading rules starts it afresh). A test whose requests never evaluate
// the mutated expression gets the same answers from the mutant, and so does one that only ever found a condition
// true when the mutant replaces that condition with `true`.

/**
 * @typedef {{ value: { boolValue?: boolean, stringValue?: string, undefined?: object, otherValue?: object }, count: number | string }} CoverageValue
 *   a value an expression evaluated to (in the JSON, any of firebase.rules.runtime.v1.ExpressionValue's), and how often
 * @typedef {{ sourcePosition: { currentOffset: number, endOffset: number }, values?: CoverageValue[], children?: CoverageNode[] }} CoverageNode
 *   an expression of the emulator's coverage report, with the expressions inside it
 * @typedef {{ from: number, last: number, values: CoverageValue[] }} CoverageExpression
 */

/**
 * The expressions of a rule-coverage report, flattened, as { from, last, values }: the offsets in the rules text of
 * the first character and of the last token's last character (the emulator's endOffset, which leaves out closing
 * brackets and the parentheses of a call without arguments), and the values it evaluated to (none if never evaluated).
 * @param {readonly CoverageNode[]} report
 * @returns {CoverageExpression[]}
 */
export function coverageExpressions(report) {
  /** @type {CoverageExpression[]} */
  const expressions = [];
  /** @param {CoverageNode} node */
  const visit = ({ sourcePosition, values, children }) => {
    expressions.push({ from: sourcePosition.currentOffset, last: sourcePosition.endOffset, values: values ?? [] });
    children?.forEach(visit);
  };
  report.forEach(visit);
  return expressions;
}

// The report is read over the emulator's gRPC method (FirestoreEmulator.GetRuleCoverage) rather than its REST
// address: the binary message is built and read several times faster than the JSON, and the report grows with every
// distinct value each expression took (every document written), to tens of megabytes within a test file.

/** @param {Uint8Array} bytes @param {number} at @returns {[number, number]} the varint at `at`, and where it ends */
function varint(bytes, at) {
  let value = 0;
  let scale = 1;
  for (let index = at; ; index += 1) {
    const byte = bytes[index];
    if (byte === undefined) throw new Error('A truncated rule coverage message.');
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) return [value, index + 1];
    scale *= 0x80;
  }
}

/**
 * The fields of the protocol-buffer message in bytes[start, end), as { field, value } for varints and { field, start,
 * end } for length-delimited fields (the only wire types of the coverage report besides fixed-size ones, skipped).
 * @param {Uint8Array} bytes
 * @param {number} start
 * @param {number} end
 * @returns {{ field: number, value?: number, start?: number, end?: number }[]}
 */
function messageFields(bytes, start, end) {
  const fields = [];
  let index = start;
  while (index < end) {
    const [key, afterKey] = varint(bytes, index);
    const field = Math.floor(key / 8);
    const wire = key % 8;
    if (wire === 0) {
      const [value, after] = varint(bytes, afterKey);
      fields.push({ field, value });
      index = after;
    } else if (wire === 2) {
      const [length, after] = varint(bytes, afterKey);
      fields.push({ field, start: after, end: after + length });
      index = after + length;
    } else if (wire === 1 || wire === 5) {
      index = afterKey + (wire === 1 ? 8 : 4);
    } else {
      throw new Error(`A rule coverage message with wire type ${wire}.`);
    }
  }
  if (index !== end) throw new Error('A truncated rule coverage message.');
  return fields;
}

/**
 * The fields of an expression's value (google.firestore.emulator.v1's ExpressionValue) read here: a text is field 5
 * (field 1 is null, a varint, whose bytes are no text), `true` or `false` field 2, a failed or skipped evaluation 100.
 */
const STRING_VALUE = 5;

/**
 * The expressions of a rule-coverage report in its protocol-buffer form (google.firestore.emulator.v1.
 * RuleCoverageReport: report = 2; ExpressionReport: source_position = 1, values = 2, children = 3;
 * google.firebase.rules.v1.SourcePosition: current_offset = 5, end_offset = 6; ValueCount: value = 1, count = 2;
 * firebase.rules.runtime.v1.ExpressionValue: string_value = 1, bool_value = 2, undefined = 100), as
 * coverageExpressions gives them from the JSON, of each value only what coverageSummary reads: a boolean, and which; a
 * string, and which (only for the expressions ending at `textsAt`, when given: reading every text costs much of the
 * time); `undefined`, and whether with a cause; any other value (`otherValue`); none.
 * @param {Uint8Array} bytes
 * @param {ReadonlySet<number>} [textsAt]
 * @returns {CoverageExpression[]}
 */
export function coverageExpressionsOfMessage(bytes, textsAt) {
  /** @type {CoverageExpression[]} */
  const expressions = [];
  /** @param {number} start @param {number} end */
  const visit = (start, end) => {
    const expression = { from: 0, last: 0, values: /** @type {CoverageValue[]} */ ([]) };
    expressions.push(expression);
    for (const { field, start: from = 0, end: to = 0 } of messageFields(bytes, start, end)) {
      if (field === 1) {
        for (const position of messageFields(bytes, from, to)) {
          if (position.field === 5) expression.from = position.value ?? 0;
          if (position.field === 6) expression.last = position.value ?? 0;
        }
      } else if (field === 2) {
        /** @type {CoverageValue} */
        const counted = { value: /** @type {CoverageValue['value']} */ ({}), count: 0 };
        for (const part of messageFields(bytes, from, to)) {
          if (part.field === 2) counted.count = part.value ?? 0;
          if (part.field === 1) {
            for (const kind of messageFields(bytes, part.start ?? 0, part.end ?? 0)) {
              if (kind.field === 2) counted.value = { boolValue: kind.value === 1 };
              else if (kind.field === STRING_VALUE && (!textsAt || textsAt.has(expression.last))) counted.value = { stringValue: UTF8.decode(bytes.subarray(kind.start, kind.end)) };
              // The cause of a failed evaluation is not read: only whether there is one.
              else if (kind.field === 100) counted.value = { undefined: kind.start === kind.end ? {} : { causeMessage: '' } };
              else counted.value = { otherValue: {} };
            }
          }
        }
        expression.values.push(counted);
      } else if (field === 3) {
        visit(from, to);
      }
    }
  };
  for (const { field, start = 0, end = 0 } of messageFields(bytes, 0, bytes.length)) if (field === 2) visit(start, end);
  return expressions;
}

/**
 * Asks the emulator on `host` (127.0.0.1:8080) for the rule coverage of `projectId` over gRPC, on `session` (an
 * http2 session to the host, kept by the caller) or a session of its own; resolves to the message's bytes.
 * @param {string} host
 * @param {string} projectId
 * @param {import('node:http2').ClientHttp2Session} [session]
 * @returns {Promise<Buffer>}
 */
export async function ruleCoverageMessage(host, projectId, session) {
  const own = session ?? connect(`http://${host}`);
  try {
    const project = Buffer.from(`projects/${projectId}`);
    const request = Buffer.concat([Buffer.from([0x0a]), Buffer.from(varintBytes(project.length)), project]);
    const frame = Buffer.alloc(5);
    frame.writeUInt32BE(request.length, 1);
    const answer = await new Promise((resolve, reject) => {
      const stream = own.request({ ':method': 'POST', ':path': '/google.firestore.emulator.v1.FirestoreEmulator/GetRuleCoverage', 'content-type': 'application/grpc', te: 'trailers' });
      /** @type {Buffer[]} */
      const chunks = [];
      let status = '';
      let message = '';
      /** @param {import('node:http2').IncomingHttpHeaders} headers */
      const read = (headers) => {
        status = String(headers['grpc-status'] ?? status);
        message = String(headers['grpc-message'] ?? message);
      };
      stream.on('response', read);
      stream.on('trailers', read);
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => (status === '0' ? resolve(Buffer.concat(chunks)) : reject(new Error(`The emulator's rule coverage: gRPC status ${status} ${decodeURIComponent(message)}`))));
      stream.end(Buffer.concat([frame, request]));
    });
    if (answer.length < 5 || answer[0] !== 0 || answer.readUInt32BE(1) !== answer.length - 5) throw new Error("The emulator's rule coverage: an unexpected gRPC answer.");
    return answer.subarray(5);
  } finally {
    if (!session) own.close();
  }
}

const UTF8 = new TextDecoder();

/** @param {number} value @returns {number[]} */
function varintBytes(value) {
  const bytes = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return bytes;
}

/** @param {{ from: number, last: number }} expression */
const keyOf = ({ from, last }) => `${from}:${last}`;

/**
 * Whether a value the emulator recorded for an expression decides nothing: no value at all (the expression was
 * skipped, after an earlier conjunct of its `&&` was false), or `undefined` without a cause (the emulator goes over a
 * request's rules first without the documents they read, to learn which to read, then again with them, which
 * decides; the first pass records these). An evaluation that fails records `undefined` with its cause.
 * @param {CoverageValue['value']} value
 */
const undecided = (value) => Object.keys(value).length === 0 || (value.undefined !== undefined && Object.keys(value.undefined).length === 0);

/** The counts of a coverage summary (see coverageSummary). */
export const SUMMARY_COUNTS = /** @type {const} */ (['reached', 'notTrue', 'reachedResolved', 'notTrueResolved', 'falseResolved']);

/**
 * One entry per count of a summary, each made by `make(kind)`.
 * @template T
 * @param {(kind: typeof SUMMARY_COUNTS[number]) => T} make
 * @returns {Record<typeof SUMMARY_COUNTS[number], T>}
 */
const countsOf = (make) => /** @type {Record<typeof SUMMARY_COUNTS[number], T>} */ (Object.fromEntries(SUMMARY_COUNTS.map((kind) => [kind, make(kind)])));

/**
 * Where, in the rules text, the expressions end whose value a pattern is matched against (the `x` of each
 * `x.matches(...)`), as the emulator's coverage gives an expression's end (leaving out closing brackets).
 * @param {string} text
 * @returns {Set<number>}
 */
export function matchedTextEnds(text) {
  const ends = new Set();
  for (const { index } of withoutComments(text).matchAll(/\.matches\(/g)) ends.add(receiverEnd(text, index));
  return ends;
}

/** Where the `x` of the `x.matches(` at `index` ends, as the coverage ends an expression (leaving out brackets). */
function receiverEnd(text, index) {
  let last = index - 1;
  while (text[last] === ')' || text[last] === ']') last -= 1;
  return last;
}

/**
 * What one run of tests evaluated: for the key of each expression it reached, how often it was evaluated (reached),
 * and how often it was found anything but true (notTrue, the expressions found so at least once); reachedResolved and
 * notTrueResolved count the same without the values that decide nothing (`undecided`): those tell that a test may
 * notice a mutant, these that it is likely to; falseResolved counts only the values `false` among them, which tell it
 * best (a failed evaluation, the rest of notTrue, fails the same way in most mutants: the emulator gives no cause).
 * With `matchedEnds` (matchedTextEnds), also how often each text was matched against a pattern (texts, by the key of
 * the expression and the text), which coverageGained turns into the characters, lengths and starts of what each test
 * matched.
 * @param {readonly CoverageExpression[]} expressions
 * @param {ReadonlySet<number>} [matchedEnds]
 * @returns {CoverageSummary}
 */
export function coverageSummary(expressions, matchedEnds = new Set()) {
  /** @type {CoverageSummary} */
  const summary = { ...countsOf(() => new Map()), texts: new Map(), characters: new Map(), lengths: new Map(), starts: new Map() };
  /** @param {Map<string, number>} counts @param {string} key @param {CoverageValue[]} values */
  const count = (counts, key, values) => {
    const sum = values.reduce((total, value) => total + Number(value.count), 0);
    if (sum > 0) counts.set(key, sum);
  };
  for (const expression of expressions) {
    if (expression.values.length === 0) continue;
    const key = keyOf(expression);
    const resolved = expression.values.filter(({ value }) => !undecided(value));
    count(summary.reached, key, expression.values);
    count(summary.notTrue, key, expression.values.filter(({ value }) => value.boolValue !== true));
    count(summary.reachedResolved, key, resolved);
    count(summary.notTrueResolved, key, resolved.filter(({ value }) => value.boolValue !== true));
    count(summary.falseResolved, key, resolved.filter(({ value }) => value.boolValue === false));
    if (!matchedEnds.has(expression.last)) continue;
    for (const { value, count: times } of expression.values) {
      if (value.stringValue !== undefined) summary.texts.set(`${key}\u0000${value.stringValue}`, Number(times));
    }
  }
  return summary;
}

/** The span without the brackets, parentheses and white space around it, as [first, last] offsets (inclusive). */
function coreOf(text, [from, to]) {
  let first = from;
  let last = to - 1;
  while (first < last && /[\s(]/.test(text[first])) first += 1;
  while (last > first && /[\s()\]]/.test(text[last])) last -= 1;
  return [first, last];
}

/**
 * What a run must have evaluated to notice `mutant` (from rulesMutants): { key, needs }. Every mutant loosens: it
 * makes the check holding it true for more requests, so only a request that found that check other than true can be
 * answered otherwise. `needs` is then 'notTrue', and `key` the condition made `true`, or else the innermost expression
 * holding the mutated text that evaluated to a boolean (a bound's call or comparison, a pattern's matches()). Where no
 * such check holds it (a pattern built as a string), `needs` is 'reached' and `key` the innermost expression holding
 * it. Null when no expression of the report holds it (then any test may notice). `expressions` must carry the values
 * of the whole suite.
 */
export function mutantProbe(text, expressions, mutant) {
  const [first, last] = coreOf(text, mutant.span);
  if (mutant.becomesTrue) {
    const condition = expressions.filter(
      (expression) => (expression.from === mutant.span[0] || expression.from === first) && expression.last >= last && expression.last < mutant.span[1],
    );
    if (condition.length > 0) return { key: keyOf(condition.reduce((a, b) => (b.last > a.last ? b : a))), needs: 'notTrue' };
  }
  const holding = expressions.filter((expression) => expression.from <= first && expression.last >= last);
  if (holding.length === 0) return null;
  /** @param {CoverageExpression} a @param {CoverageExpression} b */
  const inner = (a, b) => (b.last - b.from < a.last - a.from ? b : a);
  const checks = holding.filter(({ values }) => values.some(({ value }) => value.boolValue !== undefined));
  if (checks.length > 0) return { key: keyOf(checks.reduce(inner)), needs: 'notTrue' };
  return { key: keyOf(holding.reduce(inner)), needs: 'reached' };
}

/**
 * For a mutant of a pattern, which texts can tell it from the rules: for a dropped item of a negated class (its
 * `characters`), only those holding one of the item's characters match its pattern otherwise; for a counted repeat
 * loosened by one (its `lengths`), the longest texts (or the shortest) are the likeliest to be just past the bound;
 * for a hand-written one, the texts whose start its pattern (`starts`) matches.
 * { characters, lengths, starts, key }: key names the expression whose texts the pattern is matched against (the `x`
 * of the `x.matches(...)` holding the mutated text), or is null when the pattern is built as a string and matched
 * elsewhere (then any matched text counts). Null for any other mutant.
 * @param {string} text
 * @param {readonly CoverageExpression[]} expressions
 * @param {{ span: readonly [number, number], characters?: RegExp | null, lengths?: 'longest' | 'shortest' | null, starts?: RegExp | null }} mutant
 * @returns {TextProbe | null}
 */
export function textProbe(text, expressions, mutant) {
  if (!mutant.characters && !mutant.lengths && !mutant.starts) return null;
  const code = withoutComments(text);
  // The innermost `x.matches(...)` whose argument holds the class, and where its `x` ends.
  let end = null;
  for (const { index } of code.matchAll(/\.matches\(/g)) {
    const args = callArguments(code, index + '.matches'.length);
    if (args[0][0] <= mutant.span[0] && mutant.span[1] <= args[args.length - 1][1]) end = receiverEnd(code, index);
  }
  // Several expressions end there (`value.name` and `name`): the matched text is the outermost.
  const matched = expressions.filter(({ last }) => last === end);
  const outermost = matched.reduce((a, b) => (b.from < a.from ? b : a), matched[0]);
  return { characters: mutant.characters ?? null, lengths: mutant.lengths ?? null, starts: mutant.starts ?? null, key: outermost ? keyOf(outermost) : null };
}

/** Whether a unit matched a text that the text probe says can tell its mutant apart (true without characters or starts). */
function matchedTelling(summary, probe) {
  if (probe?.starts) {
    const starts = probe.key === null ? [...summary.starts.values()].flat() : summary.starts.get(probe.key) ?? [];
    return starts.some((start) => probe.starts?.test(start));
  }
  if (!probe?.characters) return true;
  const characters = probe.key === null ? [...summary.characters.values()].join('') : summary.characters.get(probe.key) ?? '';
  return probe.characters.test(characters);
}

/**
 * How far a unit's matched texts go the way a loosened repeat needs (the text probe's `lengths`): the length of its
 * longest text, or minus that of its shortest; -Infinity when it matched none, or for any other probe.
 * @param {CoverageSummary} summary
 * @param {TextProbe | null} probe
 */
function matchedExtent(summary, probe) {
  if (!probe?.lengths) return -Infinity;
  const ranges = probe.key === null ? [...summary.lengths.values()] : [summary.lengths.get(probe.key)].filter((range) => range !== undefined);
  if (ranges.length === 0) return -Infinity;
  return probe.lengths === 'longest' ? Math.max(...ranges.map(([, longest]) => longest)) : -Math.min(...ranges.map(([shortest]) => shortest));
}

/**
 * The expressions of several coverage reports of the same rules (one per worker), each with the values of all.
 * @param {readonly (readonly CoverageExpression[])[]} reports
 * @returns {CoverageExpression[]}
 */
export function mergedExpressions(reports) {
  /** @type {Map<string, CoverageExpression>} */
  const merged = new Map();
  for (const expression of reports.flat()) {
    const found = merged.get(keyOf(expression));
    if (found) found.values.push(...expression.values);
    else merged.set(keyOf(expression), { ...expression, values: [...expression.values] });
  }
  return [...merged.values()];
}

/**
 * How often a run with this coverage summary found the probe's expression (mutantProbe) as the mutant needs it: 0
 * when the run cannot notice the mutant; Infinity for a null probe (it may). With `resolved`, only in requests the
 * emulator had resolved (see coverageSummary): how likely the run is to notice it.
 * @param {CoverageSummary} summary
 * @param {Probe | null} probe
 * @param {boolean} [resolved]
 */
export function timesNoticeable(summary, probe, resolved = false) {
  if (!probe) return Infinity;
  return summary[`${probe.needs}${resolved ? 'Resolved' : ''}`].get(probe.key) ?? 0;
}

// ---- Which tests can notice a mutant, and in which order to run them ------------------------------------------
// The emulator's coverage counts since the rules were last loaded (each test file loads them as it starts). With
// RULES_COVERAGE_PER_TEST set, tests/rules/support.ts reads it after every test and keeps on the test (its meta)
// what that test added: the coverage of the test alone.

/**
 * @typedef {Record<typeof SUMMARY_COUNTS[number], Map<string, number>> & { texts: Map<string, number>, characters: Map<string, string>, lengths: Map<string, [number, number]>, starts: Map<string, string[]> }} CoverageSummary
 *   what coverageSummary gives (texts: cumulative; in a summary of what a test added, summaryOfRecord, by expression:
 *   characters, the distinct characters of the texts it matched; lengths, the shortest and longest of them in code
 *   points; starts, the first START_LENGTH code points of up to STARTS_KEPT of them)
 * @typedef {Record<typeof SUMMARY_COUNTS[number], Record<string, number>> & { characters: Record<string, string>, lengths: Record<string, [number, number]>, starts: Record<string, string[]> }} CoverageRecord
 *   what a test added, as plain objects, which pass from a test's worker to the main process in the test's meta
 * @typedef {{ key: string, needs: 'reached' | 'notTrue' }} Probe what mutantProbe gives
 * @typedef {{ characters: RegExp | null, lengths: 'longest' | 'shortest' | null, starts: RegExp | null, key: string | null }} TextProbe what textProbe gives
 */

/** How much of each text a test matched is kept (its start, in code points), and how many distinct starts per expression. */
const START_LENGTH = 16;
const STARTS_KEPT = 50;

/**
 * What a run added to the coverage, from the summaries before and after it (cumulative counts), as a record.
 * @param {CoverageSummary} before
 * @param {CoverageSummary} after
 * @returns {CoverageRecord}
 */
export function coverageGained(before, after) {
  /** @param {typeof SUMMARY_COUNTS[number]} kind */
  const gained = (kind) => {
    /** @type {Record<string, number>} */
    const record = {};
    for (const [key, count] of after[kind]) {
      const more = count - (before[kind].get(key) ?? 0);
      if (more > 0) record[key] = more;
    }
    return record;
  };
  /** @type {Map<string, Set<string>>} */
  const matched = new Map();
  /** @type {Map<string, [number, number]>} */
  const lengths = new Map();
  /** @type {Map<string, Set<string>>} */
  const starts = new Map();
  for (const [entry, count] of after.texts) {
    if (count <= (before.texts.get(entry) ?? 0)) continue;
    const split = entry.indexOf('\u0000');
    const [key, matchedText] = [entry.slice(0, split), entry.slice(split + 1)];
    const characters = matched.get(key) ?? new Set();
    for (const character of matchedText) characters.add(character);
    matched.set(key, characters);
    // In code points, as RE2 counts a repeat.
    const length = [...matchedText].length;
    const [shortest, longest] = lengths.get(key) ?? [length, length];
    lengths.set(key, [Math.min(shortest, length), Math.max(longest, length)]);
    const begun = starts.get(key) ?? new Set();
    if (begun.size < STARTS_KEPT) begun.add([...matchedText].slice(0, START_LENGTH).join(''));
    starts.set(key, begun);
  }
  return {
    ...countsOf(gained),
    characters: Object.fromEntries([...matched].map(([key, characters]) => [key, [...characters].join('')])),
    lengths: Object.fromEntries(lengths),
    starts: Object.fromEntries([...starts].map(([key, begun]) => [key, [...begun]])),
  };
}

/**
 * A summary as a record (plain objects, for JSON), as summaryOfRecord reads it back.
 * @param {CoverageSummary} summary
 * @returns {CoverageRecord}
 */
export function recordOfSummary(summary) {
  return {
    ...countsOf((kind) => Object.fromEntries(summary[kind])),
    characters: Object.fromEntries(summary.characters),
    lengths: Object.fromEntries(summary.lengths),
    starts: Object.fromEntries(summary.starts),
  };
}

/**
 * The summary a record (coverageGained) stands for.
 * @param {CoverageRecord} record
 * @returns {CoverageSummary}
 */
export function summaryOfRecord(record) {
  return {
    ...countsOf((kind) => new Map(Object.entries(record[kind]))),
    texts: new Map(),
    characters: new Map(Object.entries(record.characters)),
    lengths: new Map(Object.entries(record.lengths)),
    starts: new Map(Object.entries(record.starts)),
  };
}

/**
 * @typedef {{ moduleId: string, testId: string | null, summary: CoverageSummary, seconds: number }} TestUnit one test
 *   (testId null: a whole file, whose tests kept no coverage of their own) with what it evaluated and how long it ran
 */

/**
 * The units that can notice the mutant whose probe (mutantProbe) is given, likeliest to kill it soonest first: those
 * that matched a text the text probe (textProbe) says can tell it apart (for a loosened repeat, the longest or the
 * shortest texts first); among them, the unit that killed the last
 * mutant (neighbouring mutants loosen neighbouring checks); then by how often per second of running each found the
 * mutated check false (where the mutant needs it other than true), then as the mutant needs it in requests the emulator
 * had resolved, then by the same in any request.
 * (The others still run, last: the order is a guess, and never leaves a test out.)
 * @template {TestUnit} Unit
 * @param {readonly Unit[]} units
 * @param {Probe | null} probe
 * @param {Unit | null} lastKiller
 * @param {TextProbe | null} [texts]
 * @returns {Unit[]}
 */
export function candidatesFor(units, probe, lastKiller, texts = null) {
  return units
    .map((unit) => {
      const seconds = Math.max(unit.seconds, 0.001);
      const times = timesNoticeable(unit.summary, probe);
      const found = probe?.needs === 'notTrue' ? (unit.summary.falseResolved.get(probe.key) ?? 0) : 0;
      return {
        unit,
        times,
        telling: matchedTelling(unit.summary, texts),
        extent: matchedExtent(unit.summary, texts),
        found: found / seconds,
        likely: timesNoticeable(unit.summary, probe, true) / seconds,
        any: times / seconds,
      };
    })
    .filter(({ times }) => times > 0)
    .sort(
      (a, b) =>
        Number(b.telling) - Number(a.telling) ||
        (b.extent === a.extent ? 0 : b.extent > a.extent ? 1 : -1) ||
        Number(b.unit === lastKiller) - Number(a.unit === lastKiller) ||
        b.found - a.found ||
        b.likely - a.likely ||
        b.any - a.any,
    )
    .map(({ unit }) => unit);
}

/**
 * The runs that try the candidates (in their order, from candidatesFor): the first `sizes[0]` of them, then the next
 * `sizes[1]`, ..., then the rest; each run as its files, in the order of their first candidate, each with the ids of
 * its tests to run (null: the whole file). Vitest runs a file's tests in the order the file defines them, whatever
 * the order of the ids, so a run of few candidates reaches the likeliest sooner than one of them all.
 * @param {readonly TestUnit[]} candidates
 * @param {readonly number[]} sizes
 * @returns {{ moduleId: string, testIds: string[] | null }[][]}
 */
export function runsOf(candidates, sizes) {
  const runs = [];
  let start = 0;
  for (const size of [...sizes, Infinity]) {
    if (start >= candidates.length) break;
    const files = new Map();
    for (const { moduleId, testId } of candidates.slice(start, start + size)) {
      if (!files.has(moduleId)) files.set(moduleId, { moduleId, testIds: [] });
      const file = files.get(moduleId);
      if (testId === null) file.testIds = null;
      else file.testIds?.push(testId);
    }
    runs.push([...files.values()]);
    start += size;
  }
  return runs;
}
