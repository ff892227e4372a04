// `npm run test:rules-mutations [-- <text>]`: loosens each check of firestore.rules in turn (scripts/lib/rules-mutations.mjs
// says how) and runs the rules suites (tests/rules) against each loosened copy. A loosening the suites do not notice
// (a survivor) is a hole in the tests. Prints killed/total and the survivors; exits non-zero if any survived.
// With <text>, only the mutants whose description contains it run; several texts separated by '|' run the mutants of
// each (`-- "(function isText)|(function isAddress)"`: the checks a change touched).
//
// First it runs each test file against firestore.rules as it is and keeps the emulator's rule coverage of that run:
// which expressions the file evaluated, and to what. A mutant then runs only the files that can notice it (that
// evaluated the mutated expression; for a condition made `true`, that found it false or failing); a mutant no file can
// notice survives without a run.
//
// Starts its own Firestore emulator once, on ports of its own (8180, hub 4420, logging 4520; override with
// RULES_MUTATIONS_PORTS=firestore,hub,logging), so it can run beside `npm start` or `npm test`. Not part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIREBASE_BIN, PROJECT_ID, ROOT, emulatorEnv, requireJava } from './lib/emulators.mjs';
import { createVitest } from 'vitest/node';
import { coverageExpressions, coverageSummary, mutantProbe, rulesMutants, timesNoticeable } from './lib/rules-mutations.mjs';

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
  const response = await fetch(`http://${HOST}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`);
  if (!response.ok) throw new Error(`The emulator's rule coverage: ${response.status} ${await response.text()}`);
  return coverageExpressions((await response.json()).report ?? []);
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

/**
 * The rules suites in one Vitest instance kept for every run (starting Vitest for each mutant costs far more than
 * the tests): each run reads the rules from MUTANT_FILE (each test file loads them into the emulator as it starts,
 * which starts the rule coverage afresh) and stops at the first failing test.
 */
async function rulesSuites() {
  process.env.RULES_FILE = MUTANT_FILE;
  process.env.FIRESTORE_EMULATOR_HOST = HOST;
  const vitest = await createVitest('test', {
    project: ['rules'],
    bail: 1,
    watch: false,
    reporters: [{}],
    sequence: { sequencer: GivenOrder },
  });

  /**
   * Runs the files against `rules`: null when all pass, else { file, what, setUp } of the first failure (setUp: no
   * test failed, the file did not start or something outside the tests did).
   */
  async function firstFailure(rules, files) {
    writeFileSync(MUTANT_FILE, rules);
    const { testModules, unhandledErrors } = await vitest.rerunTestSpecifications(files, true);
    if (unhandledErrors.length > 0) return { file: null, what: `an error outside the tests: ${String(unhandledErrors[0].message ?? unhandledErrors[0])}`, setUp: true };
    // testModules holds every file run since Vitest started, with its last result: only the files run now count, in
    // their order (after the first failure, bail skipped the rest, which keep their earlier results).
    const modules = new Map(testModules.map((module) => [module.moduleId, module]));
    for (const { moduleId } of files) {
      const module = modules.get(moduleId);
      if (!module) return { file: null, what: 'not every test file ran', setUp: true };
      if (module.ok()) continue;
      const [test] = module.children.allTests('failed');
      return { file: moduleId, what: `${relative(moduleId)} › ${test ? test.fullName : 'its set-up'}`, setUp: !test };
    }
    return null;
  }

  return {
    files: await vitest.getRelevantTestSpecifications(),
    /**
     * Runs each file alone against `rules`, which must pass them all, and returns per file what its run evaluated
     * ({ summary, counts, seconds }; counts: how often each expression was evaluated, and found other than true).
     */
    async coverage(rules, files) {
      const byFile = new Map();
      let expressions = [];
      for (const file of files) {
        const started = Date.now();
        const failure = await firstFailure(rules, [file]);
        if (failure) throw new Error(`The rules suites fail on firestore.rules itself (${failure.what}): fix that first (npx vitest run --project rules).`);
        const seconds = (Date.now() - started) / 1000;
        expressions = await ruleCoverage();
        byFile.set(file.moduleId, { summary: coverageSummary(expressions), seconds });
      }
      return { byFile, expressions };
    },
    firstFailure,
    close: () => vitest.close(),
  };
}

/**
 * The files that can notice the mutant, those likeliest to kill it soonest first: the file that killed the last
 * mutant (neighbouring mutants loosen neighbouring checks), then by how often per second of running each found the
 * mutated expression as the mutant needs it (the file that tries that check most often, quickest).
 */
function filesFor(probe, coverage, files, lastKiller) {
  return files
    .map((file) => {
      const { summary, seconds } = coverage.byFile.get(file.moduleId);
      const times = timesNoticeable(summary, probe);
      return { file, times, score: file.moduleId === lastKiller ? Infinity : times / seconds };
    })
    .filter(({ times }) => times > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ file }) => file);
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
  let survived = false;
  try {
    console.log(`Rules suites against firestore.rules as it is, file by file, with the rule coverage of each (the emulator on ${HOST})…`);
    const started = Date.now();
    const coverage = await suites.coverage(original, suites.files);
    console.log(`  ${suites.files.length} files passed (${Math.round((Date.now() - started) / 1000)} s).`);

    const survivors = [];
    let lastKiller = null;
    for (const [index, mutant] of mutants.entries()) {
      const mutantStarted = Date.now();
      const probe = mutantProbe(original, coverage.expressions, mutant);
      const files = filesFor(probe, coverage, suites.files, lastKiller);
      const failure = files.length > 0 ? await suites.firstFailure(mutant.rules, files) : null;
      // A file that fails in its set-up may have been refused the mutant: that is an error of the mutant, not a kill.
      // (A file that started loaded it, so only a mutant no file ran needs this check too.)
      if (files.length === 0 || failure?.setUp) {
        const error = await compileError(mutant.rules);
        if (error) throw new Error(`The mutant "${mutant.name}" does not compile, so scripts/lib/rules-mutations.mjs needs fixing:\n${error}`);
      }
      if (failure && !(await reachable())) throw new Error(`The emulator on ${HOST} stopped answering during "${mutant.name}".`);
      const seconds = Math.round((Date.now() - mutantStarted) / 1000);
      if (failure) lastKiller = failure.file;
      else survivors.push(mutant.name);
      const ran = files.length > 0 ? `${files.length}/${suites.files.length} files` : `no file ${probe?.needs === 'notTrue' ? 'finds it other than true' : 'reaches it'}`;
      console.log(`[${index + 1}/${mutants.length}] ${failure ? 'killed  ' : 'SURVIVED'} ${mutant.name} (${ran}, ${seconds} s)`);
      if (failure) console.log(`        by ${failure.what}`);
    }

    const killed = mutants.length - survivors.length;
    console.log(`\nKilled ${killed}/${mutants.length} mutants (${Math.floor((killed / mutants.length) * 100)} %).`);
    if (survivors.length > 0) {
      console.log('Survivors (a loosening no rules test notices):');
      for (const name of survivors) console.log(`  - ${name}`);
      survived = true;
    }
  } finally {
    await suites.close();
    await emulator.stop();
  }
  // Set here, not only on survivors: Vitest sets process.exitCode = 1 after a failed run, which every killed mutant is.
  process.exitCode = survived ? 1 : 0;
}

main().catch((error) => fail(error.message));
