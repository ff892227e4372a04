// `npm run test:rules-mutations [-- <text>]`: loosens each check of firestore.rules in turn (scripts/lib/rules-mutations.mjs
// says how) and runs the rules suites (tests/rules) against each loosened copy. A loosening the suites do not notice
// (a survivor) is a hole in the tests. Prints killed/total and the survivors; exits non-zero if any survived.
// With <text>, only the mutants whose description contains it run; several texts separated by '|' run the mutants of
// each (`-- "(function isText)|(function isAddress)"`: the checks a change touched).
//
// Starts its own Firestore emulator once, on ports of its own (8180, hub 4420, logging 4520; override with
// RULES_MUTATIONS_PORTS=firestore,hub,logging), so it can run beside `npm start` or `npm test`. Not part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIREBASE_BIN, ROOT, emulatorEnv, requireJava } from './lib/emulators.mjs';
import { createVitest } from 'vitest/node';
import { rulesMutants } from './lib/rules-mutations.mjs';

const RULES = path.join(ROOT, 'firestore.rules');
const WORK = path.join(ROOT, '.cache', 'rules-mutations');
const MUTANT_FILE = path.join(WORK, 'mutant.rules');
const [FIRESTORE_PORT, HUB_PORT, LOGGING_PORT] = (process.env.RULES_MUTATIONS_PORTS ?? '8180,4420,4520').split(',').map(Number);
const HOST = `127.0.0.1:${FIRESTORE_PORT}`;

function fail(message) {
  console.error(`✖ ${message}`);
  process.exitCode = 1;
}

function writeConfig() {
  const config = {
    firestore: { rules: RULES },
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
async function startEmulator() {
  if (await reachable()) throw new Error(`Something already listens on ${HOST}: stop it, or set RULES_MUTATIONS_PORTS.`);
  const log = path.join(WORK, 'emulator.log');
  const output = openSync(log, 'w');
  const child = spawn(FIREBASE_BIN, ['emulators:start', '--project', 'demo-school-site', '--config', writeConfig(), '--only', 'firestore'], {
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
 * the tests): each run reads the rules from MUTANT_FILE and stops at the first failing test. The file that failed
 * last runs first, since neighbouring mutants loosen neighbouring checks.
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
  let order = await vitest.getRelevantTestSpecifications();
  return {
    /** Runs every rules test against `rules`: null when all pass, else what failed first. */
    async failure(rules) {
      writeFileSync(MUTANT_FILE, rules);
      const { testModules, unhandledErrors } = await vitest.rerunTestSpecifications(order, true);
      if (unhandledErrors.length > 0) return `an error outside the tests: ${String(unhandledErrors[0])}`;
      const failed = testModules.find((module) => !module.ok());
      if (!failed) return testModules.length === order.length ? null : 'not every test file ran';
      order = [...order.filter((spec) => spec.moduleId === failed.moduleId), ...order.filter((spec) => spec.moduleId !== failed.moduleId)];
      const [test] = failed.children.allTests('failed');
      return `${path.relative(ROOT, failed.moduleId)} › ${test ? test.fullName : 'its set-up'}`;
    },
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

  const emulator = await startEmulator();
  const suites = await rulesSuites();
  let survived = false;
  try {
    console.log(`Rules suites against firestore.rules as it is (the emulator on ${HOST})…`);
    const broken = await suites.failure(original);
    if (broken) throw new Error(`The rules suites fail on firestore.rules itself (${broken}): fix that first (npx vitest run --project rules).`);

    const survivors = [];
    for (const [index, mutant] of mutants.entries()) {
      const error = await compileError(mutant.rules);
      if (error) throw new Error(`The mutant "${mutant.name}" does not compile, so scripts/lib/rules-mutations.mjs needs fixing:\n${error}`);
      const started = Date.now();
      const killedBy = await suites.failure(mutant.rules);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (killedBy && !(await reachable())) throw new Error(`The emulator on ${HOST} stopped answering during "${mutant.name}".`);
      if (!killedBy) survivors.push(mutant.name);
      console.log(`[${index + 1}/${mutants.length}] ${killedBy ? 'killed  ' : 'SURVIVED'} ${mutant.name} (${seconds} s)`);
      if (killedBy) console.log(`        by ${killedBy}`);
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
