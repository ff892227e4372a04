// `npm run test:rules-mutations [-- <text>]`: loosens each check of firestore.rules in turn (scripts/lib/rules-mutations.mjs
// says how) and runs the rules suites (tests/rules) against each loosened copy. A loosening the suites do not notice
// (a survivor) is a hole in the tests. Prints killed/total and the survivors; exits non-zero if any survived.
// With <text>, only the mutants whose description contains it run; several texts separated by '|' run the mutants of
// each (`-- "(function isText)|(function isAddress)"`: the checks a change touched).
//
// The work is shared by workers (RULES_MUTATIONS_WORKERS, 2 by default: one per core), each a process of this script
// with one Vitest instance kept for all its runs and an emulator project of its own, on one Firestore emulator.
//
// First the workers run the suites once against firestore.rules as it is, each a share of the files, with
// RULES_COVERAGE_PER_TEST set: after each test, tests/rules/support.ts keeps on the test what it added to the
// emulator's rule coverage (which expressions it evaluated, and to what), and the worker keeps that with the test's id
// and duration. (The coverage leaves out a condition that is just `false`; that run loads the rules with each as
// `1 > 2`, as false and as long.) A mutant then runs only the tests that can notice it (that evaluated the mutated
// expression; for a condition made `true`, that found it false or failing), likeliest first: for a character dropped
// from a negated class, the tests that matched a text holding it; for a loosened repeat, those that matched the longest
// (or shortest) texts; for a hand-written loosening with a pattern of the texts that tell it, those that matched one;
// the test that killed the worker's last mutant; then by how often per second each found the expression false, then
// so. Vitest runs a file's chosen tests in the file's order, so the first runs hold
// only the first few candidates (FIRST_RUNS); the rest run only if none of those fails.
// Runs stop at the first failing test. A mutant no test can notice survives without a run. (A file whose tests kept
// no coverage of their own, one not set up with rulesEnvironmentForFile, is run and chosen whole.)
//
// A test that fails on a mutant kills it only if it passes alone against firestore.rules: at the end, every test
// that killed runs alone against the original rules. One that fails there depends on the tests run before it: it is
// reported as a set-up error of the tests (the run fails), and the mutants it killed run again without it.
//
// RULES_MUTATIONS_RESUME=<log>[,<log>…] skips the mutants those logs (printouts of stopped runs) report killed: only while
// firestore.rules and tests/rules are as they were, and their killers are not checked alone again.
//
// Starts its own Firestore emulator once, on ports of its own (8180, hub 4420, logging 4520; override with
// RULES_MUTATIONS_PORTS=firestore,hub,logging), so it can run beside `npm start` or `npm test`. Not part of `npm test`.
import { fork, spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { FIREBASE_BIN, ROOT, emulatorEnv, requireJava } from './lib/emulators.mjs';
import {
  candidatesFor, coverageExpressionsOfMessage, coverageGained, coverageSummary, matchedTextEnds, mergedExpressions, mutantProbe, recordOfSummary, ruleCoverageMessage, rulesMutants, runsOf,
  summaryOfRecord, textProbe, withRecordedFalse,
} from './lib/rules-mutations.mjs';

const RULES = path.join(ROOT, 'firestore.rules');
const SUITES = path.join(ROOT, 'tests', 'rules');
const WORK = path.join(ROOT, '.cache', 'rules-mutations');
const [FIRESTORE_PORT, HUB_PORT, LOGGING_PORT] = (process.env.RULES_MUTATIONS_PORTS ?? '8180,4420,4520').split(',').map(Number);
const HOST = `127.0.0.1:${FIRESTORE_PORT}`;
const WORKERS = Number(process.env.RULES_MUTATIONS_WORKERS ?? Math.min(2, availableParallelism()));

/** How many of a mutant's candidate tests its first runs hold, in turn (the rest run only if none of those fails). */
const FIRST_RUNS = [3, 25];

/** The key of a test unit (or of a failure naming one). */
const unitKey = ({ moduleId, testId }) => `${moduleId}#${testId}`;
const relative = (moduleId) => path.relative(ROOT, moduleId);

/** The mutants to run: those of the rules text whose description contains one of the filter's texts. */
function mutantsOf(original, filter) {
  const texts = filter ? filter.split('|') : [];
  return rulesMutants(original).filter(({ name }) => texts.length === 0 || texts.some((text) => name.includes(text)));
}

/**
 * The names of the mutants that earlier runs' logs (RULES_MUTATIONS_RESUME: printouts of stopped runs, separated by
 * commas) report killed: every mutant of that name, as some mutants share one. Valid only while firestore.rules and
 * tests/rules are as they were then.
 */
function killedIn(logs, mutants) {
  const killed = new Set();
  for (const log of logs ? logs.split(',') : []) {
    const times = new Map();
    for (const [, name] of readFileSync(log, 'utf8').matchAll(/^\[\d+\/\d+\] killed {3}(.*) \(\d+ of \d+ candidate tests, \d+ runs?, [\d.]+ s\)$/gm)) times.set(name, (times.get(name) ?? 0) + 1);
    for (const [name, count] of times) if (count >= mutants.filter((mutant) => mutant.name === name).length) killed.add(name);
  }
  return killed;
}

async function reachable() {
  try {
    return (await fetch(`http://${HOST}/`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

// ---- The main process: the emulator, the workers, the score --------------------------------------------------

/**
 * The emulator's configuration. Its rules are a copy of the original that nothing edits: the emulator reloads its
 * rules file when it changes, which would replace the mutant under test while firestore.rules is being worked on.
 * Each worker has a project of its own (not single-project mode), so each loads its own mutant.
 */
function writeConfig(original) {
  const rules = path.join(WORK, 'emulator.rules');
  writeFileSync(rules, original);
  const config = {
    firestore: { rules },
    emulators: {
      firestore: { host: '127.0.0.1', port: FIRESTORE_PORT },
      hub: { host: '127.0.0.1', port: HUB_PORT },
      logging: { host: '127.0.0.1', port: LOGGING_PORT },
      ui: { enabled: false },
      singleProjectMode: false,
    },
  };
  const file = path.join(WORK, 'firebase.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/** Starts the Firestore emulator and resolves once it answers; its output goes to a log file. */
async function startEmulator(original) {
  if (await reachable()) throw new Error(`Something already listens on ${HOST}: stop it, or set RULES_MUTATIONS_PORTS.`);
  const log = path.join(WORK, 'emulator.log');
  const output = openSync(log, 'w');
  const child = spawn(FIREBASE_BIN, ['emulators:start', '--project', workerProject(0), '--config', writeConfig(original), '--only', 'firestore'], {
    cwd: ROOT,
    env: emulatorEnv(),
    stdio: ['ignore', output, output],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 120_000;
  while (!(await reachable())) {
    if (exited || Date.now() > deadline) throw new Error(`The Firestore emulator did not start on ${HOST}; see ${log}.`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.on('exit', resolve);
        child.kill('SIGINT');
      }),
  };
}

const workerProject = (index) => `demo-rules-mutations-${index}`;

/** A worker process, asked one thing at a time: `ask(message)` resolves to its answer. */
function startWorker(index, filter) {
  const child = fork(import.meta.filename, filter ? [filter] : [], {
    env: { ...process.env, RULES_MUTATIONS_WORKER: String(index), RULES_PROJECT_ID: workerProject(index), VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  let pending = null;
  child.on('message', (message) => {
    const { resolve, reject } = pending ?? {};
    pending = null;
    if (message.type === 'error') reject?.(new Error(message.message));
    else resolve?.(message);
  });
  child.on('exit', (code) => pending?.reject(new Error(`Worker ${index} stopped (exit code ${code}).`)));
  return {
    ask: (message) =>
      new Promise((resolve, reject) => {
        pending = { resolve, reject };
        child.send(message);
      }),
    stop: () => child.connected && child.disconnect(),
  };
}

/** The test files shared among `count` workers, about the same size each (the larger files first). */
function shareFiles(count) {
  const files = readdirSync(SUITES)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => ({ moduleId: path.join(SUITES, name), size: statSync(path.join(SUITES, name)).size }))
    .sort((a, b) => b.size - a.size);
  const shares = Array.from({ length: count }, () => ({ size: 0, files: [] }));
  for (const file of files) {
    const smallest = shares.reduce((a, b) => (b.size < a.size ? b : a));
    smallest.size += file.size;
    smallest.files.push(file.moduleId);
  }
  return shares.map(({ files }) => files);
}

/** Gives each mutant of `queue` to the next worker free; `onResult` gets each answer as it comes. */
async function runAll(workers, queue, onResult) {
  const left = [...queue];
  await Promise.all(
    workers.map(async (worker) => {
      for (let job = left.shift(); job; job = left.shift()) onResult(await worker.ask({ type: 'mutant', ...job }));
    }),
  );
}

async function main() {
  requireJava();
  mkdirSync(WORK, { recursive: true });
  const original = readFileSync(RULES, 'utf8');
  const filter = process.argv[2];
  const mutants = mutantsOf(original, filter);
  if (mutants.length === 0) throw new Error(filter ? `No mutant's description contains "${filter}".` : 'No mutants: is firestore.rules empty?');

  const emulator = await startEmulator(original);
  const workers = Array.from({ length: WORKERS }, (_, index) => startWorker(index, filter));
  let failed = false;
  try {
    console.log(`Rules suites against firestore.rules as it is, with the rule coverage of each test (the emulator on ${HOST}, ${WORKERS} workers)…`);
    const started = Date.now();
    const shares = shareFiles(WORKERS);
    const covered = await Promise.all(workers.map((worker, index) => worker.ask({ type: 'coverage', files: shares[index] })));
    for (const { notes } of covered) notes.forEach((note) => console.log(note));
    const tests = covered.reduce((sum, { tests }) => sum + tests, 0);
    console.log(`  ${tests} tests of ${shares.flat().length} files passed (${Math.round((Date.now() - started) / 1000)} s).`);
    const coverageFiles = covered.map(({ file }) => file);
    await Promise.all(workers.map((worker) => worker.ask({ type: 'units', files: coverageFiles })));

    const killedBefore = killedIn(process.env.RULES_MUTATIONS_RESUME, mutants);
    const running = mutants.flatMap((mutant, index) => (mutant.equivalent || killedBefore.has(mutant.name) ? [] : [index]));
    if (killedBefore.size > 0) console.log(`  ${mutants.length - running.length} mutants skipped: equivalent, or killed in ${process.env.RULES_MUTATIONS_RESUME}.`);
    /** Per mutant index, its last result. */
    const results = new Map();
    let done = 0;
    const report = (result) => {
      results.set(result.index, result);
      done += 1;
      const how =
        result.candidates > 0
          ? `${result.ran} of ${result.candidates} candidate tests, ${result.runs} run${result.runs === 1 ? '' : 's'}`
          : `no test ${result.needs === 'notTrue' ? 'finds it other than true' : 'reaches it'}`;
      console.log(`[${done}/${running.length}] ${result.what ? 'killed  ' : 'SURVIVED'} ${mutants[result.index].name} (${how}, ${result.seconds} s)`);
      if (result.what) console.log(`        by ${result.what}`);
    };
    const mutantsStarted = Date.now();
    await runAll(workers, running.map((index) => ({ index, exclude: [] })), report);

    // Every test that killed, alone against the original rules; the mutants of one that fails there run again without it.
    const checked = new Map();
    const unreliable = new Map();
    for (;;) {
      const killers = [...new Map([...results.values()].filter(({ killer }) => killer && !checked.has(killer.key)).map(({ killer }) => [killer.key, killer])).values()];
      if (killers.length === 0) break;
      console.log(`\n${killers.length} tests killed a mutant: each runs alone against firestore.rules…`);
      const share = Math.ceil(killers.length / workers.length);
      const answers = await Promise.all(workers.map((worker, index) => worker.ask({ type: 'alone', units: killers.slice(index * share, (index + 1) * share) })));
      for (const { key, name, passes } of answers.flatMap(({ alone }) => alone)) {
        checked.set(key, passes);
        if (!passes) unreliable.set(key, name);
      }
      const again = [...results.values()].filter(({ killer }) => killer && unreliable.has(killer.key));
      if (again.length === 0) break;
      failed = true;
      for (const [, name] of unreliable) console.log(`  ✖ ${name} fails alone against firestore.rules itself (it depends on the tests before it): a set-up error of the tests, not a kill`);
      console.log(`  ${again.length} mutants it killed run again without it…`);
      done -= again.length;
      await runAll(workers, again.map(({ index }) => ({ index, exclude: [...unreliable.keys()] })), report);
    }

    const survivors = running.filter((index) => !results.get(index).what).map((index) => mutants[index].name);
    const killed = running.length - survivors.length;
    console.log(`\nKilled ${killed}/${running.length} mutants (${Math.floor((killed / Math.max(running.length, 1)) * 100)} %) in ${Math.round((Date.now() - mutantsStarted) / 1000)} s, after ${Math.round((mutantsStarted - started) / 1000)} s of coverage.`);
    const equivalent = mutants.filter((mutant) => mutant.equivalent);
    if (equivalent.length > 0) {
      console.log(`Not run, as no request can tell them from the rules (scripts/lib/rules-mutations.mjs, EQUIVALENT_MUTANTS and EQUIVALENT_CLASS_ITEMS): ${equivalent.length}`);
      for (const { name, equivalent: why } of equivalent) console.log(`  - ${name}: ${why}`);
    }
    if (survivors.length > 0) {
      console.log('Survivors (a loosening no rules test notices):');
      for (const name of survivors) console.log(`  - ${name}`);
      failed = true;
    }
    if (unreliable.size > 0) {
      console.log('Tests that fail alone against firestore.rules (they depend on the tests before them; fix them):');
      for (const [, name] of unreliable) console.log(`  - ${name}`);
    }
  } finally {
    workers.forEach((worker) => worker.stop());
    await emulator.stop();
  }
  process.exitCode = failed ? 1 : 0;
}

// ---- A worker: one Vitest instance, one emulator project --------------------------------------------------------

/** Runs the test files in the order given (the default sequencer reorders them by past durations). */
class GivenOrder {
  sort(files) {
    return files;
  }

  shard(files) {
    return files;
  }
}

/**
 * The rules suites in one Vitest instance kept for every run (starting Vitest for each mutant costs far more than
 * the tests), against the project `project` of the emulator: each run loads its rules into the emulator once, for all
 * its files (RULES_PRELOADED; a load takes about half a second, more than most tests), and stops at the first failing
 * test. The files of one run share a worker (isolate: false; each starts its own test environment, and the emulator
 * is emptied before each test). The coverage run is the exception: there each file loads the rules from `rulesFile`
 * as it starts, which starts the rule coverage afresh.
 */
async function rulesSuites(project, rulesFile) {
  process.env.RULES_FILE = rulesFile;
  process.env.FIRESTORE_EMULATOR_HOST = HOST;
  process.env.RULES_PRELOADED = '1';
  const { createVitest } = await import('vitest/node');
  const vitest = await createVitest('test', {
    project: ['rules'],
    bail: 1,
    isolate: false,
    watch: false,
    reporters: [{}],
    sequence: { sequencer: GivenOrder },
  });
  const [rulesProject] = vitest.projects;

  /** Loads the rules into the project (which starts its rule coverage afresh); throws when they do not compile. */
  async function load(rules, what) {
    writeFileSync(rulesFile, rules);
    const response = await fetch(`http://${HOST}/emulator/v1/projects/${project}:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    });
    if (!response.ok) throw new Error(`${what} does not compile:\n${await response.text()}`);
  }

  /**
   * Runs `plan` (files in order, each with the ids of the tests to run, or null for all) against `rules`: { failure,
   * ran }, ran: how many tests ran; failure: null when all passed, else { moduleId, testId, what, setUp } of the first
   * failure (setUp: no test failed, the file did not start or something outside the tests did).
   */
  let loaded = null;
  async function run(rules, plan, what = 'firestore.rules') {
    // The files of the coverage run load them again, but only ever the same rules.
    if (rules !== loaded) await load(rules, what);
    loaded = rules;
    const specifications = plan.map(({ moduleId, testIds }) => rulesProject.createSpecification(moduleId, testIds ? { testIds } : undefined));
    const { testModules, unhandledErrors } = await vitest.rerunTestSpecifications(specifications, true);
    if (unhandledErrors.length > 0) {
      return { ran: 0, failure: { moduleId: null, testId: null, what: `an error outside the tests: ${String(unhandledErrors[0].message ?? unhandledErrors[0])}`, setUp: true } };
    }
    // testModules holds every file run since Vitest started, with its last result: only the files run now count, in
    // their order (after the first failure, bail skipped the rest, which keep their earlier results).
    const modules = new Map(testModules.map((module) => [module.moduleId, module]));
    let ran = 0;
    for (const { moduleId, testIds } of plan) {
      const module = modules.get(moduleId);
      if (!module) return { ran, failure: { moduleId: null, testId: null, what: 'not every test file ran', setUp: true } };
      const tests = [...module.children.allTests()].filter(({ id }) => !testIds || testIds.includes(id));
      ran += tests.filter((test) => ['passed', 'failed'].includes(test.result().state)).length;
      if (module.ok()) {
        // Every test asked for must have passed (an id that names no test would pass as skipped).
        const missed = tests.find((test) => test.result().state !== 'passed');
        if (missed || (testIds && tests.length !== testIds.length)) throw new Error(`${relative(moduleId)}: not every test asked for ran (${missed?.fullName ?? 'an unknown id'}).`);
        continue;
      }
      const [test] = module.children.allTests('failed');
      return { ran, failure: { moduleId, testId: test?.id ?? null, what: `${relative(moduleId)} › ${test ? test.fullName : 'its set-up'}`, setUp: !test } };
    }
    return { ran, failure: null };
  }

  /**
   * The expressions of the rules the project last loaded, with what they evaluated to since (the coverage), with the
   * texts of those ending at `textsAt` (none by default).
   */
  const ruleCoverage = async (textsAt = new Set()) => coverageExpressionsOfMessage(await ruleCoverageMessage(HOST, project), textsAt);

  const sameRulesFail = (failure) =>
    new Error(`The rules suites fail on firestore.rules itself (${failure.what}): fix that first (npx vitest run --project rules).`);

  /**
   * Runs every test of `moduleIds` against `rules`, which must pass them all, and returns what each evaluated: {
   * units, expressions, notes }, units: one per test ({ moduleId, testId, name, summary, seconds }; whole files where
   * the tests kept no coverage), expressions: those of the rules' coverage report.
   */
  async function coverage(rules, moduleIds) {
    process.env.RULES_COVERAGE_PER_TEST = '1';
    delete process.env.RULES_PRELOADED;
    try {
      const { failure } = await run(rules, moduleIds.map((moduleId) => ({ moduleId, testIds: null })));
      if (failure) throw sameRulesFail(failure);
      // The texts an expression took are kept per test (in its summary), not here.
      const expressions = await ruleCoverage();
      const modules = new Map(vitest.state.getTestModules().map((module) => [module.moduleId, module]));
      const units = [];
      const notes = [];
      for (const moduleId of moduleIds) {
        const tests = [...modules.get(moduleId).children.allTests()];
        if (tests.length > 0 && tests.every((test) => test.meta().ruleCoverage)) {
          for (const test of tests) {
            // Without the time the test's coverage took to read (support.ts), which grows with the report, not the test.
            const seconds = Math.max((test.diagnostic()?.duration ?? 0) / 1000 - (test.meta().coverageSeconds ?? 0), 0);
            units.push({ moduleId, testId: test.id, name: `${relative(moduleId)} › ${test.fullName}`, summary: summaryOfRecord(test.meta().ruleCoverage), seconds });
          }
        } else {
          // A file whose tests kept no coverage of their own: its coverage is the whole file's.
          notes.push(`  ${relative(moduleId)}: its tests kept no coverage of their own (no rulesEnvironmentForFile?), so it runs whole.`);
          const started = Date.now();
          loaded = null;
          const whole = await run(rules, [{ moduleId, testIds: null }]);
          if (whole.failure) throw sameRulesFail(whole.failure);
          const ends = matchedTextEnds(rules);
          const summary = summaryOfRecord(coverageGained(coverageSummary([]), coverageSummary(await ruleCoverage(ends), ends)));
          units.push({ moduleId, testId: null, name: relative(moduleId), summary, seconds: (Date.now() - started) / 1000 });
        }
      }
      return { units, expressions, notes };
    } finally {
      delete process.env.RULES_COVERAGE_PER_TEST;
      process.env.RULES_PRELOADED = '1';
    }
  }

  return { run, load, coverage };
}

/** A worker: answers the main process's messages (coverage, units, mutant, alone) one at a time, in order. */
function worker(index) {
  const original = readFileSync(RULES, 'utf8');
  const mutants = mutantsOf(original, process.argv[2]);
  // Messages are listened for at once (one sent before a listener is lost); they wait for Vitest to start.
  const starting = rulesSuites(process.env.RULES_PROJECT_ID, path.join(WORK, `mutant-${index}.rules`));
  let suites;
  let units = [];
  let expressions = [];
  let byKey = new Map();
  let lastKiller = null;
  // The unit of a failing test: the test's own, or its file's when the file runs whole.
  const unitOf = (failure) => byKey.get(unitKey(failure)) ?? byKey.get(unitKey({ moduleId: failure.moduleId, testId: null }));

  async function runMutant({ index: mutantIndex, exclude }) {
    const started = Date.now();
    const mutant = mutants[mutantIndex];
    const what = `The mutant "${mutant.name}" (so scripts/lib/rules-mutations.mjs needs fixing)`;
    const probe = mutantProbe(original, expressions, mutant);
    const excluded = new Set(exclude);
    const candidates = candidatesFor(units.filter((unit) => !excluded.has(unitKey(unit))), probe, lastKiller, textProbe(original, expressions, mutant));
    let failure = null;
    let ran = 0;
    let runs = 0;
    for (const plan of runsOf(candidates, FIRST_RUNS)) {
      const result = await suites.run(mutant.rules, plan, what);
      ran += result.ran;
      runs += 1;
      failure = result.failure;
      if (failure) break;
    }
    // Every run loads its mutant, which must compile; so must a mutant no test runs.
    if (candidates.length === 0) await suites.load(mutant.rules, what);
    if (failure && !(await reachable())) throw new Error(`The emulator on ${HOST} stopped answering during "${mutant.name}".`);
    const killer = failure && !failure.setUp ? unitOf(failure) : undefined;
    if (failure) lastKiller = killer ?? null;
    return {
      index: mutantIndex,
      what: failure?.what ?? null,
      killer: killer?.testId ? { key: unitKey(killer), moduleId: killer.moduleId, testId: killer.testId, name: killer.name } : null,
      candidates: candidates.length,
      ran,
      runs,
      needs: probe?.needs ?? null,
      seconds: Math.round((Date.now() - started) / 1000),
    };
  }

  const answer = {
    async coverage({ files }) {
      const covered = await suites.coverage(withRecordedFalse(original), files);
      const file = path.join(WORK, `coverage-${index}.json`);
      writeFileSync(file, JSON.stringify({ expressions: covered.expressions, units: covered.units.map((unit) => ({ ...unit, summary: recordOfSummary(unit.summary) })) }));
      return { file, tests: covered.units.filter(({ testId }) => testId !== null).length, notes: covered.notes };
    },
    async units({ files }) {
      const read = files.map((file) => JSON.parse(readFileSync(file, 'utf8')));
      units = read.flatMap((coverage) => coverage.units.map((unit) => ({ ...unit, summary: summaryOfRecord(unit.summary) })));
      // Every project loaded the same rules, so their reports hold the same expressions, each with the values of its tests.
      expressions = mergedExpressions(read.map((coverage) => coverage.expressions));
      byKey = new Map(units.map((unit) => [unitKey(unit), unit]));
      return {};
    },
    mutant: runMutant,
    async alone({ units: killers }) {
      const alone = [];
      for (const killer of killers) {
        const { failure } = await suites.run(original, [{ moduleId: killer.moduleId, testIds: [killer.testId] }]);
        alone.push({ key: killer.key, name: killer.name, passes: failure === null });
      }
      return { alone };
    },
  };

  process.on('message', async (message) => {
    try {
      suites ??= await starting;
      process.send({ type: message.type, ...(await answer[message.type](message)) });
    } catch (error) {
      process.send({ type: 'error', message: error.message });
    }
  });
  process.on('disconnect', () => process.exit(0));
}

if (process.env.RULES_MUTATIONS_WORKER) {
  worker(Number(process.env.RULES_MUTATIONS_WORKER));
} else {
  main().catch((error) => {
    console.error(`✖ ${error.message}`);
    process.exitCode = 1;
  });
}
