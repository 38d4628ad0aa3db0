/**
 * The zsh completion script (`#compdef`, `_arguments` per command, with each option's description),
 * loadable from `$fpath` as `_portal-cli` or by `source <(portal-cli completion zsh)`.
 */
import { type CompletionSpec, type OptionSpec, valueKind } from './spec';

/** Text inside a single-quoted zsh word, with `[`, `]` and `:` escaped for _arguments. */
const quoted = (text: string) => text.replace(/'/g, "'\\''").replace(/([[\]:])/g, '\\$1');

function optionSpec(option: OptionSpec): string {
  const description = quoted(option.description);
  const flags = option.short ? `{${option.short},${option.long}}` : option.long;
  if (!option.takesValue)
    return option.short
      ? `'(${option.short} ${option.long})'${flags}'[${description}]'`
      : `'${flags}[${description}]'`;
  const value = valueKind(option);
  const action =
    value.kind === 'words'
      ? `(${value.words.map(quoted).join(' ')})`
      : value.kind === 'file'
        ? '_files'
        : value.kind === 'folder'
          ? '_files -/'
          : ' ';
  const name = option.long.slice(2);
  return `'${flags}[${description}]:${name}:${action}'`;
}

/** @example zshCompletion(spec).startsWith('#compdef portal-cli') // true */
export function zshCompletion(spec: CompletionSpec): string {
  const fn = `_${spec.name.replace(/\W/g, '_')}`;
  const commands = spec.commands.map(
    (command) => `    '${quoted(command.name)}:${quoted(command.description)}'`,
  );
  const cases = spec.commands.map((command) => {
    const args = command.arguments.map(
      (argument, index) => `'${index + 1}:${quoted(argument.name)}:(${(argument.choices ?? []).join(' ')})'`,
    );
    return `        ${command.name}) _arguments ${[...command.options.map(optionSpec), ...args].join(' ')} ;;`;
  });
  return `#compdef ${spec.name}
# ${spec.name} completion for zsh. Save it on your $fpath:  ${spec.name} completion zsh > "\${fpath[1]}/_${spec.name}"
# or load it in this shell:  source <(${spec.name} completion zsh)
${fn}() {
  local -a commands
  commands=(
${commands.join('\n')}
  )
  local state line
  _arguments -C ${spec.options.map(optionSpec).join(' ')} '1: :->command' '*:: :->args'
  case $state in
    command) _describe 'command' commands ;;
    args)
      case $line[1] in
${cases.join('\n')}
      esac
      ;;
  esac
}
if [[ "\${funcstack[1]}" == "_${spec.name}" ]]; then
  ${fn} "$@"
else
  compdef ${fn} ${spec.name}
fi
`;
}
