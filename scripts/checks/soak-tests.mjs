#!/usr/bin/env node
// Runs `npm test` again and again in a fresh clone of HEAD and prints each run's failures, so
// flakiness shows as what it is: a test that fails some of the time. With --busy, one busy loop
// per core (or N) keeps the machine loaded the whole time, as a CI runner shared with other jobs is.
//
//   node scripts/checks/soak-tests.mjs                 # 5 runs, quiet
//   node scripts/checks/soak-tests.mjs --runs 5 --busy # 5 runs with a busy loop on every core
//   node scripts/checks/soak-tests.mjs --busy 4 --keep # 4 busy loops; keep the clone and the logs
//
// The clone and the logs of every run are kept when a run fails (the path is printed at the end).
//
// Exit code 0 when every run passed, 1 when one failed, 2 for a usage error.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';

const usage = 'usage: node scripts/checks/soak-tests.mjs [--runs N] [--busy [N]] [--keep]';

/** `--busy` alone means one loop per core; `--busy N` means N. */
function parseOptions(argv) {
  const args = [...argv];
  const busyAt = args.indexOf('--busy');
  let busy = 0;
  if (busyAt !== -1) {
    const next = args[busyAt + 1];
    const count = next !== undefined && /^\d+$/.test(next) ? Number(next) : undefined;
    busy = count ?? availableParallelism();
    args.splice(busyAt, count === undefined ? 1 : 2);
  }
  const { values } = parseArgs({
    args,
    options: { runs: { type: 'string', default: '5' }, keep: { type: 'boolean', default: false } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a whole number of runs, not "${values.runs}"`);
  return { runs, busy, keep: values.keep };
}

function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`);
}

const load = () => loadavg()[0].toFixed(1);

/** The failed tests of a run: from vitest's JSON report, or the failing step's lines without one. */
function failuresOf(reportPath, output) {
  try {
    const report = JSON.parse(readFileSync(reportPath, 'utf8'));
    const failed = [];
    for (const file of report.testResults)
      for (const test of file.assertionResults)
        if (test.status === 'failed')
          failed.push(
            `${file.name.replace(/^.*?\/project\//, '')} > ${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n')[0]}`,
          );
    for (const file of report.testResults)
      if (file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed'))
        failed.push(
          `${file.name.replace(/^.*?\/project\//, '')}: ${(file.message ?? 'failed').split('\n')[0]}`,
        );
    return failed;
  } catch {
    const lines = stripVTControlCharacters(output).split('\n');
    return lines.filter((line) => /(typecheck failed|error|FAIL|×)/i.test(line)).slice(0, 20);
  }
}

/** One `npm test` in the clone; its log and report go beside the clone, where lint does not read them. */
function runOnce(project, logs, index) {
  const reportPath = join(logs, `soak-report-${index}.json`);
  rmSync(reportPath, { force: true });
  return new Promise((resolve) => {
    const started = Date.now();
    const loadBefore = load();
    const child = spawn(
      'npm',
      [
        'test',
        '--',
        '--reporter=default',
        '--reporter=./scripts/checks/suite-times.ts',
        '--reporter=json',
        `--outputFile.json=${reportPath}`,
      ],
      {
        cwd: project,
        env: { ...process.env, CI: 'true', FORCE_COLOR: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      writeFileSync(join(logs, `soak-run-${index}.log`), output);
      resolve({
        index,
        code,
        seconds: Math.round((Date.now() - started) / 1000),
        loadBefore,
        loadAfter: load(),
        failures: code === 0 ? [] : failuresOf(reportPath, output),
        // suite-times.ts's lines: the wall time and each project's time of this run.
        summary: stripVTControlCharacters(output)
          .match(/^Suite: [\s\S]*?(?=^Slowest)/m)?.[0]
          .trimEnd(),
      });
    });
  });
}

async function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).stdout.trim();
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
    cwd: top,
  }).stdout.trim();
  const work = mkdtempSync(join(tmpdir(), 'soak-'));
  const project = join(work, 'project');
  console.log(`Fresh clone of ${head} in ${project}`);
  sh('git', ['clone', '-q', top, project]);
  sh('npm', ['ci', '--no-audit', '--no-fund'], { cwd: project });

  const loops = Array.from({ length: options.busy }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  const stopLoops = () => {
    for (const loop of loops) loop.kill('SIGKILL');
  };
  process.once('SIGINT', () => {
    stopLoops();
    process.exit(130);
  });
  const results = [];
  try {
    for (let index = 1; index <= options.runs; index++) {
      console.log(`--- run ${index} of ${options.runs} (${options.busy} busy loops, load ${load()})`);
      const result = await runOnce(project, work, index);
      results.push(result);
      console.log(
        `run ${index}: ${result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`} in ${result.seconds} s, load ${result.loadBefore} -> ${result.loadAfter}`,
      );
      for (const failure of result.failures) console.log(`  ${failure}`);
      if (result.summary) console.log(result.summary);
    }
  } finally {
    stopLoops();
  }

  const passed = results.filter((result) => result.code === 0).length;
  console.log(`\nSoak of ${head}: ${passed} of ${results.length} runs passed, ${options.busy} busy loops`);
  console.log('run  result  seconds  load before -> after  failures');
  for (const result of results)
    console.log(
      `${String(result.index).padEnd(4)} ${(result.code === 0 ? 'pass' : 'FAIL').padEnd(7)} ${String(result.seconds).padEnd(8)} ${`${result.loadBefore} -> ${result.loadAfter}`.padEnd(21)} ${result.failures.length}`,
    );
  // A failed run's log is the evidence: keep it whatever --keep says.
  if (options.keep || passed < results.length)
    console.log(`Logs (soak-run-N.log, soak-report-N.json) and the clone (project/) kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
  process.exit(passed === results.length ? 0 : 1);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
