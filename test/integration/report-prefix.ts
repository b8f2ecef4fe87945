/** The prefix that marks the suite's report lines in the workbench console, so the runner prints exactly those. */
export const REPORT_PREFIX = '[it] ';
