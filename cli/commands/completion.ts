/**
 * `portal-cli completion bash|zsh|fish`: the shell's completion script on stdout, made from the
 * program's own description of its commands and options (program.ts `describeProgram`), so it
 * never lags behind them.
 */
import { bashCompletion } from '../completion/bash';
import { fishCompletion } from '../completion/fish';
import type { CompletionSpec } from '../completion/spec';
import { zshCompletion } from '../completion/zsh';
import type { CommandRun } from '../context';
import { EXIT } from '../exit-codes';

const SCRIPTS = { bash: bashCompletion, zsh: zshCompletion, fish: fishCompletion } as const;

export function completionCommand(spec: CompletionSpec): CommandRun<object> {
  return async (context, _options, args) => {
    const shell = args[0] as keyof typeof SCRIPTS;
    const script = SCRIPTS[shell](spec);
    if (context.output.json) context.output.document({ ok: true, command: 'completion', shell, script });
    else context.io.stdout.write(script);
    return EXIT.ok;
  };
}
