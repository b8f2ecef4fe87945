import { parentPort } from 'node:worker_threads';
import { serveLintWorker } from '../core/lint-worker-protocol';
import { lintFile, type FileResult, type LintJob } from './lint-file';

/** The CLI's lint worker thread (dist/lint-worker.js): lints the files the pool sends, one at a time. */
if (parentPort) serveLintWorker<LintJob, FileResult>(parentPort, lintFile);
