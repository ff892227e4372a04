// `npm run test:rules-mutations [-- <text>]`: loosens each check of firestore.rules in turn (scripts/lib/rules-mutations.mjs
// says how) and runs the rules suites (tests/rules) against each loosened copy. A loosening the suites do not notice
// (a survivor) is a hole in the tests. Prints killed/total and the survivors; exits non-zero if any survived.
// With <text>, only the mutants whose description contains it run; several texts separated by '|' run the mutants of
// each (`-- "(function isText)|(function isAddress)"`: the checks a change touched).
//
// First it runs the suites once against firestore.rules as it is, with RULES_COVERAGE_PER_TEST set: after each test,
// tests/rules/support.ts keeps on the test what it added to the emulator's rule coverage (which expressions it
// evaluated, and to what), and the script keeps that with the test's id and duration. A mutant then runs only the
// tests that can notice it (that evaluated the mutated expression; for a condition made `true`, that found it false or
// failing), likeliest first: the test that killed the last mutant, then by how often per second each found the
// expression so. Vitest runs a file's chosen tests in the file's order, so the first run holds only the first few
// candidates (FIRST_RUN); the rest run only if none of those fails. Runs stop at the first failing test. A mutant no
// test can notice survives without a run. (A file whose tests kept no coverage of their own, one not set up with
// rulesEnvironmentForFile, is run and chosen whole, by its file's coverage.)
//
// A test that fails on a mutant kills it only if it passes alone against firestore.rules: the first time a test
// kills, it runs alone against the original rules. One that fails there depends on tests run before it in the full
// suite: it is reported as a set-up error of the tests (the run fails), never counted, and not chosen again.
//
// Starts its own Firestore emulator once, on ports of its own (8180, hub 4420, logging 4520; override with
// RULES_MUTATIONS_PORTS=firestore,hub,logging), so it can run beside `npm start` or `npm test`. Not part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIREBASE_BIN, PROJECT_ID, ROOT, emulatorEnv, requireJava } from './lib/emulators.mjs';
import { createVitest } from 'vitest/node';
import { candidatesFor, coverageExpressionsOfMessage, coverageSummary, mutantProbe, ruleCoverageMessage, rulesMutants, runsOf, summaryOfRecord } from './lib/rules-mutations.mjs';

const RULES = path.join(ROOT, 'firestore.rules');
const WORK = path.join(ROOT, '.cache', 'rules-mutations');
const MUTANT_FILE = path.join(WORK, 'mutant.rules');
const [FIRESTORE_PORT, HUB_PORT, LOGGING_PORT] = (process.env.RULES_MUTATIONS_PORTS ?? '8180,4420,4520').split(',').map(Number);
const HOST = `127.0.0.1:${FIRESTORE_PORT}`;

function fail(message) {
  console.error(`✖ ${message}`);
  process.exitCode = 1;
}

/**
 * The emulator's configuration. Its rules are a copy of the original that nothing edits: the emulator reloads its
 * rules file when it changes, which would replace the mutant under test while firestore.rules is being worked on.
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
      singleProjectMode: true,
    },
  };
  const file = path.join(WORK, 'firebase.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

async function reachable() {
  try {
    return (await fetch(`http://${HOST}/`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Starts the Firestore emulator and resolves once it answers; its output goes to a log file. */
async function startEmulator(original) {
  if (await reachable()) throw new Error(`Something already listens on ${HOST}: stop it, or set RULES_MUTATIONS_PORTS.`);
  const log = path.join(WORK, 'emulator.log');
  const output = openSync(log, 'w');
  const child = spawn(FIREBASE_BIN, ['emulators:start', '--project', PROJECT_ID, '--config', writeConfig(original), '--only', 'firestore'], {
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

/** Loads the rules into a project of their own: null when they compile, else the emulator's message. */
async function compileError(rules) {
  const response = await fetch(`http://${HOST}/emulator/v1/projects/demo-rules-mutations-check:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  return response.ok ? null : await response.text();
}

/** The expressions of the rules the tests' project last loaded, with what they evaluated to since (the coverage). */
async function ruleCoverage() {
  return coverageExpressionsOfMessage(await ruleCoverageMessage(HOST, PROJECT_ID));
}

/** Runs the test files in the order given (the default sequencer reorders them by past durations). */
class GivenOrder {
  sort(files) {
    return files;
  }

  shard(files) {
    return files;
  }
}

const relative = (moduleId) => path.relative(ROOT, moduleId);

/** How many of a mutant's candidate tests its first run holds (the rest run only if none of those fails). */
const FIRST_RUN = [3];

/**
 * The rules suites in one Vitest instance kept for every run (starting Vitest for each mutant costs far more than
 * the tests): each run reads the rules from MUTANT_FILE (each test file loads them into the emulator as it starts,
 * which starts the rule coverage afresh) and stops at the first failing test. The files of one run share a worker
 * (isolate: false; each starts its own test environment, and the emulator is emptied before each test).
 */
async function rulesSuites() {
  process.env.RULES_FILE = MUTANT_FILE;
  process.env.FIRESTORE_EMULATOR_HOST = HOST;
  const vitest = await createVitest('test', {
    project: ['rules'],
    bail: 1,
    isolate: false,
    watch: false,
    reporters: [{}],
    sequence: { sequencer: GivenOrder },
  });
  const [project] = vitest.projects;
  const files = await vitest.getRelevantTestSpecifications();

  /**
   * Runs `plan` (files in order, each with the ids of the tests to run, or null for all) against `rules`: { failure,
   * ran }, ran: how many tests ran; failure: null when all passed, else { moduleId, testId, what, setUp } of the first
   * failure (setUp: no test failed, the file did not start or something outside the tests did).
   */
  async function run(rules, plan) {
    writeFileSync(MUTANT_FILE, rules);
    const specifications = plan.map(({ moduleId, testIds }) => project.createSpecification(moduleId, testIds ? { testIds } : undefined));
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

  /** The whole file's coverage and time: a file whose tests kept none of their own (it skips rulesEnvironmentForFile). */
  async function wholeFile(rules, moduleId) {
    const started = Date.now();
    const { failure } = await run(rules, [{ moduleId, testIds: null }]);
    if (failure) throw new Error(`The rules suites fail on firestore.rules itself (${failure.what}): fix that first (npx vitest run --project rules).`);
    return { moduleId, testId: null, name: relative(moduleId), summary: coverageSummary(await ruleCoverage()), seconds: (Date.now() - started) / 1000 };
  }

  return {
    files,
    /**
     * Runs every test against `rules`, which must pass them all, and returns what each evaluated: { units,
     * expressions }, units: one per test ({ moduleId, testId, name, summary, seconds }; whole files where the tests
     * kept no coverage), expressions: those of the rules' coverage report.
     */
    async coverage(rules) {
      process.env.RULES_COVERAGE_PER_TEST = '1';
      let failure;
      try {
        ({ failure } = await run(rules, files.map(({ moduleId }) => ({ moduleId, testIds: null }))));
      } finally {
        delete process.env.RULES_COVERAGE_PER_TEST;
      }
      if (failure) throw new Error(`The rules suites fail on firestore.rules itself (${failure.what}): fix that first (npx vitest run --project rules).`);
      const expressions = await ruleCoverage();
      const modules = new Map(vitest.state.getTestModules().map((module) => [module.moduleId, module]));
      const units = [];
      for (const { moduleId } of files) {
        const tests = [...modules.get(moduleId).children.allTests()];
        if (tests.length > 0 && tests.every((test) => test.meta().ruleCoverage)) {
          for (const test of tests) {
            const seconds = (test.diagnostic()?.duration ?? 0) / 1000;
            units.push({ moduleId, testId: test.id, name: `${relative(moduleId)} › ${test.fullName}`, summary: summaryOfRecord(test.meta().ruleCoverage), seconds });
          }
        } else {
          console.log(`  ${relative(moduleId)}: its tests kept no coverage of their own (no rulesEnvironmentForFile?), so it runs whole.`);
          units.push(await wholeFile(rules, moduleId));
        }
      }
      return { units, expressions };
    },
    run,
    close: () => vitest.close(),
  };
}

async function main() {
  requireJava();
  mkdirSync(WORK, { recursive: true });
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const original = readFileSync(RULES, 'utf8');
  const filter = process.argv[2];
  const texts = filter ? filter.split('|') : [];
  const mutants = rulesMutants(original).filter(({ name }) => texts.length === 0 || texts.some((text) => name.includes(text)));
  if (mutants.length === 0) throw new Error(filter ? `No mutant's description contains "${filter}".` : 'No mutants: is firestore.rules empty?');

  const emulator = await startEmulator(original);
  const suites = await rulesSuites();
  let failed = false;
  try {
    console.log(`Rules suites against firestore.rules as it is, with the rule coverage of each test (the emulator on ${HOST})…`);
    const started = Date.now();
    const { units, expressions } = await suites.coverage(original);
    const tests = units.filter(({ testId }) => testId !== null).length;
    if (process.env.DUMP_UNITS) writeFileSync(process.env.DUMP_UNITS, JSON.stringify({ expressions, units: units.map((u) => ({ ...u, summary: Object.fromEntries(Object.entries(u.summary).map(([k, v]) => [k, Object.fromEntries(v)])) })) }));
    console.log(`  ${tests} tests of ${suites.files.length} files passed (${Math.round((Date.now() - started) / 1000)} s).`);

    const survivors = [];
    /** Per test id, whether the test passes alone against the original rules (a kill by it is real). */
    const passesAlone = new Map();
    const unreliable = new Set();
    const byId = new Map(units.map((unit) => [`${unit.moduleId}#${unit.testId}`, unit]));
    // The unit of a failing test: the test's own, or its file's when the file runs whole.
    const unitOf = (failure) => byId.get(`${failure.moduleId}#${failure.testId}`) ?? byId.get(`${failure.moduleId}#null`);
    let lastKiller = null;
    const mutantsStarted = Date.now();
    for (const [index, mutant] of mutants.entries()) {
      const mutantStarted = Date.now();
      const probe = mutantProbe(original, expressions, mutant);
      let candidates;
      let failure;
      let ran = 0;
      let runs = 0;
      for (;;) {
        candidates = candidatesFor(units.filter((unit) => !unreliable.has(unit)), probe, lastKiller);
        failure = null;
        for (const plan of runsOf(candidates, FIRST_RUN)) {
          const result = await suites.run(mutant.rules, plan);
          ran += result.ran;
          runs += 1;
          failure = result.failure;
          if (failure) break;
        }
        const killer = failure && !failure.setUp ? unitOf(failure) : undefined;
        if (!killer?.testId || passesAlone.get(killer.testId) === true) break;
        // The first kill by a test: is the test sound on the original rules when run alone?
        if (!passesAlone.has(killer.testId)) {
          const alone = await suites.run(original, [{ moduleId: killer.moduleId, testIds: [killer.testId] }]);
          runs += 1;
          passesAlone.set(killer.testId, alone.failure === null);
          if (alone.failure === null) break;
        }
        console.log(`        ✖ ${killer.name} fails alone against firestore.rules itself (it depends on the tests before it): a set-up error of the tests, not a kill; trying the mutant without it`);
        unreliable.add(killer);
        failed = true;
      }
      // A file that fails in its set-up may have been refused the mutant: that is an error of the mutant, not a kill.
      // (A file that started loaded it, so only a mutant no test ran needs this check too.)
      if (candidates.length === 0 || failure?.setUp) {
        const error = await compileError(mutant.rules);
        if (error) throw new Error(`The mutant "${mutant.name}" does not compile, so scripts/lib/rules-mutations.mjs needs fixing:\n${error}`);
      }
      if (failure && !(await reachable())) throw new Error(`The emulator on ${HOST} stopped answering during "${mutant.name}".`);
      const seconds = Math.round((Date.now() - mutantStarted) / 1000);
      if (failure) lastKiller = unitOf(failure) ?? null;
      else survivors.push(mutant.name);
      const how =
        candidates.length > 0
          ? `${ran} of ${candidates.length} candidate tests, ${runs} run${runs === 1 ? '' : 's'}`
          : `no test ${probe?.needs === 'notTrue' ? 'finds it other than true' : 'reaches it'}`;
      console.log(`[${index + 1}/${mutants.length}] ${failure ? 'killed  ' : 'SURVIVED'} ${mutant.name} (${how}, ${seconds} s)`);
      if (failure) console.log(`        by ${failure.what}`);
    }

    const killed = mutants.length - survivors.length;
    console.log(`\nKilled ${killed}/${mutants.length} mutants (${Math.floor((killed / mutants.length) * 100)} %) in ${Math.round((Date.now() - mutantsStarted) / 1000)} s.`);
    if (survivors.length > 0) {
      console.log('Survivors (a loosening no rules test notices):');
      for (const name of survivors) console.log(`  - ${name}`);
      failed = true;
    }
    if (unreliable.size > 0) {
      console.log('Tests that fail alone against firestore.rules (they depend on the tests before them; fix them):');
      for (const { name } of unreliable) console.log(`  - ${name}`);
    }
  } finally {
    await suites.close();
    await emulator.stop();
  }
  // Set here, not only on survivors: Vitest sets process.exitCode = 1 after a failed run, which every killed mutant is.
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => fail(error.message));
