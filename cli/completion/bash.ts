/**
 * The bash completion script: commands at the first word, then the command's options, the values of
 * an option that takes one (locales, environments, choices; files and folders through compgen), and
 * the choices of a command's argument (`session status|refresh`).
 */
import { type CompletionSpec, valueKind } from './spec';

const words = (list: readonly string[]) => list.join(' ');

/** @example bashCompletion(spec).includes('complete -F _portal_cli portal-cli') // true */
export function bashCompletion(spec: CompletionSpec): string {
  const fn = `_${spec.name.replace(/\W/g, '_')}`;
  const valueCases = spec.commands.flatMap((command) =>
    command.options
      .filter((option) => option.takesValue)
      .map((option) => {
        const value = valueKind(option);
        const reply =
          value.kind === 'words'
            ? `COMPREPLY=( $(compgen -W "${words(value.words)}" -- "$cur") )`
            : value.kind === 'file'
              ? 'COMPREPLY=( $(compgen -f -- "$cur") )'
              : value.kind === 'folder'
                ? 'COMPREPLY=( $(compgen -d -- "$cur") )'
                : 'COMPREPLY=()';
        return `    "${command.name} ${option.long}") ${reply}; return ;;`;
      }),
  );
  const optionCases = spec.commands.map((command) => {
    const argumentWords = command.arguments.flatMap((argument) => argument.choices ?? []);
    return `    ${command.name}) candidates="${words([...command.options.map((option) => option.long), '--help', ...argumentWords])}" ;;`;
  });
  const topLevel = [
    ...spec.commands.map((command) => command.name),
    ...spec.options.map((option) => option.long),
    '--help',
  ];
  return `# ${spec.name} completion for bash. Load it in this shell:  source <(${spec.name} completion bash)
# or for every shell:  ${spec.name} completion bash > ~/.local/share/bash-completion/completions/${spec.name}
${fn}() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}"
  if [[ $COMP_CWORD -eq 1 ]]; then
    COMPREPLY=( $(compgen -W "${words(topLevel)}" -- "$cur") )
    return
  fi
  local command="\${COMP_WORDS[1]}" candidates=""
  case "$command $prev" in
${valueCases.join('\n')}
  esac
  case "$command" in
${optionCases.join('\n')}
  esac
  COMPREPLY=( $(compgen -W "$candidates" -- "$cur") )
}
complete -F ${fn} ${spec.name}
`;
}
