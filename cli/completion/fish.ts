/**
 * The fish completion script: `complete` lines for the commands, and per command its options with
 * their descriptions and values, and its argument's choices.
 */
import { type CompletionSpec, type OptionSpec, valueKind } from './spec';

/** A single-quoted fish word. */
const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function optionLine(name: string, condition: string, option: OptionSpec): string {
  const parts = [`complete -c ${name} -n ${quoted(condition)} -l ${option.long.slice(2)}`];
  if (option.short) parts.push(`-s ${option.short.slice(1)}`);
  if (option.takesValue) {
    const value = valueKind(option);
    if (value.kind === 'words') parts.push(`-x -a ${quoted(value.words.join(' '))}`);
    else if (value.kind === 'file' || value.kind === 'folder') parts.push('-r -F');
    else parts.push('-x');
  }
  parts.push(`-d ${quoted(option.description)}`);
  return parts.join(' ');
}

/** @example fishCompletion(spec).includes('complete -c portal-cli -f') // true */
export function fishCompletion(spec: CompletionSpec): string {
  const { name } = spec;
  const lines = [
    `# ${name} completion for fish. Save it:  ${name} completion fish > ~/.config/fish/completions/${name}.fish`,
    `complete -c ${name} -f`,
    ...spec.options.map((option) => optionLine(name, '__fish_use_subcommand', option)),
    ...spec.commands.map(
      (command) =>
        `complete -c ${name} -n '__fish_use_subcommand' -a ${command.name} -d ${quoted(command.description)}`,
    ),
    ...spec.commands.flatMap((command) => {
      const condition = `__fish_seen_subcommand_from ${command.name}`;
      const choices = command.arguments.flatMap((argument) => argument.choices ?? []);
      return [
        ...command.options.map((option) => optionLine(name, condition, option)),
        ...(choices.length > 0
          ? [
              `complete -c ${name} -n ${quoted(`${condition}; and not __fish_seen_subcommand_from ${choices.join(' ')}`)} -a ${quoted(choices.join(' '))}`,
            ]
          : []),
      ];
    }),
  ];
  return `${lines.join('\n')}\n`;
}
