/** The identifiers the extension shares with its manifest (package.json); plain data, no `vscode` import. */

/** The name shown as the source of every diagnostic, on the output channel and in the status bar. */
export const DISPLAY_NAME = 'REST Conventions';

/** The source of the breaking-change diagnostics (changes against the git base), so they can be filtered apart. */
export const BREAKING_SOURCE = `${DISPLAY_NAME} (breaking)`;

/** The settings section: every setting is `restConventions.<key>`. */
export const SETTINGS_SECTION = 'restConventions';

/** Every command the extension registers, by handler name; each must be contributed in package.json. */
export const COMMANDS = {
  lintWorkspace: 'restConventions.lintWorkspace',
  newSpec: 'restConventions.newSpec',
  tryOperation: 'restConventions.tryOperation',
  tryOperationAtCursor: 'restConventions.tryOperationAtCursor',
  pickOperation: 'restConventions.pickOperation',
  clearRunnerHistory: 'restConventions.clearRunnerHistory',
  startMockServer: 'restConventions.startMockServer',
  stopMockServer: 'restConventions.stopMockServer',
  disableRule: 'restConventions.disableRule',
} as const;

/** The context key that is true while the active editor holds an OpenAPI document (menus and keybindings use it). */
export const OPENAPI_CONTEXT_KEY = 'restConventions.isOpenApi';

/** A command id the extension registers. */
export type CommandId = (typeof COMMANDS)[keyof typeof COMMANDS];
