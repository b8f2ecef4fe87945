import { parseArgs } from 'node:util';

/** The options a command takes, declared as `node:util` `parseArgs` reads them (long name → type, short letter). */
export type OptionSpec = Record<string, { type: 'string' | 'boolean'; short?: string }>;

/** One option as given on the command line, in order: its long name, how it was written, its value if any. */
export interface GivenOption {
  name: string;
  /** As written: `-f`, `--format`. */
  raw: string;
  /** The value of an option that takes one; undefined when the command line ended before it. */
  value?: string;
  /** False for an option the command does not declare. */
  known: boolean;
}

/** A command line split into options (in order) and positionals; `--` ends the options, as usual. */
export interface SplitArgs {
  options: GivenOption[];
  positionals: string[];
}

/**
 * Splits a command's arguments with `parseArgs` (`--name=value`, `--name value`, `-n value`, grouped short flags,
 * `-` as a positional, everything after `--` positional). Options come back in order, so each command words its own
 * messages; a string is a usage error common to all commands (a flag given a value).
 */
export function splitArgs(args: readonly string[], spec: OptionSpec): SplitArgs | string {
  const { tokens } = parseArgs({ args: [...args], options: spec, strict: false, allowPositionals: true, tokens: true });
  const out: SplitArgs = { options: [], positionals: [] };
  for (const t of tokens) {
    if (t.kind === 'positional') out.positionals.push(t.value);
    else if (t.kind === 'option') {
      const declared = Object.hasOwn(spec, t.name) ? spec[t.name] : undefined;
      if (declared?.type === 'boolean' && t.value !== undefined) return `${t.rawName} takes no value.`;
      out.options.push({ name: t.name, raw: t.rawName, value: t.value, known: declared !== undefined });
    }
  }
  return out;
}
