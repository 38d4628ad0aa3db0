/**
 * What a completion script completes: the program's commands and options as program.ts describes
 * them (from commander's own tree, so a new option is completed without more work), and the values
 * of options that name a locale, an environment, a region, a file or a folder.
 */
import { ENVIRONMENTS, REGIONS } from '../../core/config';
import { SUPPORTED_LOCALES, toPrefix } from '../../core/locale';

export interface OptionSpec {
  /** `--locale` */
  readonly long: string;
  /** `-v` */
  readonly short?: string;
  readonly description: string;
  readonly takesValue: boolean;
  readonly choices?: readonly string[];
}

export interface CommandSpec {
  readonly name: string;
  readonly description: string;
  readonly options: readonly OptionSpec[];
  readonly arguments: ReadonlyArray<{ readonly name: string; readonly choices?: readonly string[] }>;
}

export interface CompletionSpec {
  readonly name: string;
  readonly options: readonly OptionSpec[];
  readonly commands: readonly CommandSpec[];
}

/** What an option's value is: words to offer, a file, a folder, or free text (nothing to offer). */
export type ValueKind =
  | { readonly kind: 'words'; readonly words: readonly string[] }
  | { readonly kind: 'file' | 'folder' | 'free' };

const FILES = new Set(['--config', '--out', '--scenario']);

/**
 * @example valueKind({ long: '--env', takesValue: true, description: '' }) // { kind: 'words', words: ['local', …] }
 */
export function valueKind(option: OptionSpec): ValueKind {
  if (option.choices) return { kind: 'words', words: option.choices };
  if (option.long === '--locale') return { kind: 'words', words: SUPPORTED_LOCALES.map(toPrefix) };
  if (option.long === '--env') return { kind: 'words', words: ENVIRONMENTS };
  if (option.long === '--region') return { kind: 'words', words: REGIONS };
  if (FILES.has(option.long)) return { kind: 'file' };
  if (option.long === '--screenshots') return { kind: 'folder' };
  return { kind: 'free' };
}
