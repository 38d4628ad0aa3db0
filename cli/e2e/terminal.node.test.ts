/**
 * portal-cli as other good CLIs behave on a terminal (gh, docker, kubectl, Checkly CLI, k6): shell
 * completion, examples in every help, `-v`/`--version`/`version --json`, FORCE_COLOR, and a plain
 * timeline where the terminal does not say how wide it is.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../context';
import { EXAMPLES } from '../examples';
import { buildProgram } from '../program';
import { BIN, REPO } from '../test/build-once';
import { cliEnv, jsonOf, type RunOptions, runCli, tempConfigDir } from '../test/run-cli';
import { hasScript, onTerminal } from '../test/run-on-terminal';
import { sandboxPerFile } from '../test/sandbox';
import { PORTAL_CLI_VERSION } from '../version';

const sandbox = sandboxPerFile();

const has = (shell: string) => spawnSync(shell, ['--version']).status === 0;

/** The completion script of a shell, written to a file. */
function scriptFile(shell: 'bash' | 'zsh' | 'fish'): string {
  const file = join(tempConfigDir(), `portal-cli.${shell}`);
  writeFileSync(file, execFileSync(process.execPath, [BIN, 'completion', shell], { cwd: REPO }));
  return file;
}

/** What bash completes for the words typed so far (the last one is the word being completed). */
function bashCompletes(file: string, words: readonly string[]): string[] {
  const array = words.map((word) => `'${word}'`).join(' ');
  const out = execFileSync('bash', [
    '-c',
    `source '${file}'; COMP_WORDS=(${array}); COMP_CWORD=${words.length - 1}; _portal_cli; printf '%s\\n' "\${COMPREPLY[@]}"`,
  ]).toString();
  return out.split('\n').filter(Boolean);
}

describe('shell completion (portal-cli completion bash|zsh|fish)', () => {
  it('bash completes commands, options, their values and arguments', () => {
    const file = scriptFile('bash');
    expect(bashCompletes(file, ['portal-cli', 'mar'])).toEqual(['markets']);
    expect(bashCompletes(file, ['portal-cli', 'markets', '--ch'])).toEqual(['--check']);
    expect(bashCompletes(file, ['portal-cli', 'markets', '--version', ''])).toEqual(['v1', 'v2']);
    expect(bashCompletes(file, ['portal-cli', 'login', '--locale', 'fr'])).toEqual(['fr-fr']);
    expect(bashCompletes(file, ['portal-cli', 'check', '--env', 'st'])).toEqual(['staging']);
    expect(bashCompletes(file, ['portal-cli', 'session', 're'])).toEqual(['refresh']);
    expect(bashCompletes(file, ['portal-cli', 'login', '--email', ''])).toEqual([]);
  });

  it.skipIf(!has('zsh'))('zsh loads it as the completion of portal-cli', () => {
    const file = scriptFile('zsh');
    execFileSync('zsh', ['-n', file]);
    const out = execFileSync('zsh', [
      '-c',
      `autoload -U compinit; compinit -u -D; source '${file}'; print -r -- $_comps[portal-cli]`,
    ]).toString();
    expect(out.trim()).toBe('_portal_cli');
  });

  it.skipIf(!has('fish'))('fish completes commands, options and values', () => {
    const file = scriptFile('fish');
    const complete = (line: string) =>
      execFileSync('fish', ['--no-config', '-c', `source '${file}'; complete -C '${line}'`])
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((entry) => entry.split('\t')[0]);
    expect(complete('portal-cli mar')).toEqual(['markets']);
    expect(complete('portal-cli markets --version ')).toEqual(['v1', 'v2']);
    expect(complete('portal-cli session ')).toEqual(expect.arrayContaining(['status', 'refresh']));
  });
});

describe('help', () => {
  const io = { stdout: { write: () => true }, stderr: { write: () => true }, env: {} } as unknown as CliIo;

  it('every command has examples, and every example is a valid command line', async () => {
    const program = buildProgram(io, { exitCode: 0 });
    for (const command of program.commands) {
      expect(EXAMPLES[command.name()]?.length, command.name()).toBeGreaterThan(0);
      command.action(() => {});
    }
    for (const example of Object.values(EXAMPLES).flat()) {
      const invocation = example.line.slice(example.line.indexOf('portal-cli ') + 'portal-cli '.length);
      const argv = invocation
        .split(/\s+(?:[|>]).*$/)[0]!
        .split(/\s+/)
        .map((word) => word.replace(/^"|"$/g, ''));
      await expect(program.parseAsync(argv, { from: 'user' }), example.line).resolves.toBeDefined();
    }
  });

  it('prints them below the options', async () => {
    const configDir = tempConfigDir();
    const help = await runCli(['check', '--help'], { configDir });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(
      'Examples:\n  # two locales, a line per check\n  $ portal-cli check --locale de-de,en-gb',
    );
  });
});

describe('version', () => {
  it('-v, --version, -V and version print it; with --json as a JSON document', async () => {
    const configDir = tempConfigDir();
    const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string };
    expect(PORTAL_CLI_VERSION).toBe(pkg.version);
    for (const flag of ['-v', '--version', '-V', 'version']) {
      const run = await runCli([flag], { configDir });
      expect(run.code, flag).toBe(0);
      expect(run.stdout).toMatch(new RegExp(`^portal-cli ${pkg.version} \\(Node\\.js v\\d+`));
    }
    for (const argv of [
      ['--version', '--json'],
      ['version', '--json'],
      ['-v', '--json'],
    ]) {
      const run = await runCli(argv, { configDir });
      expect(run.code).toBe(0);
      expect(jsonOf(run)).toMatchObject({ ok: true, command: 'version', version: pkg.version });
    }
  });
});

describe('colour', () => {
  it('FORCE_COLOR colours output into a pipe; NO_COLOR alone does not', async () => {
    const configDir = tempConfigDir();
    const forced = await runCli(['markets'], { configDir, env: { FORCE_COLOR: '1' } });
    expect(forced.stdout).toContain('\u001b[1m');
    const plain = await runCli(['markets'], { configDir, env: { NO_COLOR: '1' } });
    expect(plain.stdout).not.toContain('\u001b[');
    const off = await runCli(['markets'], { configDir, env: { FORCE_COLOR: '0' } });
    expect(off.stdout).not.toContain('\u001b[');
  });
});

describe.skipIf(!hasScript)('session --watch on a terminal', () => {
  it('that does not say its width prints the plain timeline, one line per event', async () => {
    const options: RunOptions = { configDir: tempConfigDir(), sandboxUrl: sandbox().url };
    expect((await runCli(['login'], options)).code).toBe(0);
    const run = await onTerminal(['session', '--watch', '--for', '2', '--no-color'], [], cliEnv(options));
    expect(run.code).toBe(0);
    expect(run.output).toMatch(/\d\d:\d\d:\d\d watching: token valid until \d{4}-\d\d-\d\d/);
    expect(run.output).toContain('stopped watching; the session is kept');
    expect(run.output.length).toBeLessThan(2000);
  });

  it('of a known width draws the live view (Ink), its lines whole', async () => {
    // A person's terminal, not a CI log: Ink (is-in-ci) draws only its last frame when CI is set.
    const options: RunOptions = {
      configDir: tempConfigDir(),
      sandboxUrl: sandbox().url,
      env: { CI: undefined, CONTINUOUS_INTEGRATION: undefined },
    };
    expect((await runCli(['login'], options)).code).toBe(0);
    const run = await onTerminal(['session', '--watch', '--for', '2', '--no-color'], [], cliEnv(options), {
      columns: 100,
    });
    expect(run.code).toBe(0);
    // Ink hides the cursor while it redraws the live view.
    expect(run.output).toContain('\u001b[?25l');
    expect(run.output).toMatch(/\d\d:\d\d:\d\d watching: token valid until \d{4}-\d\d-\d\d/);
  });
});
