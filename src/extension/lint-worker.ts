import { parentPort } from 'node:worker_threads';
import { serveLintWorker } from '../core/lint-worker-protocol';
import { Analyses, type EditorLintAnswer, type EditorLintTask } from './worker-analyses';

/** Worker-thread entry (bundled as dist/lint-worker-ext.js): lints large documents off the extension host's main thread and holds their analyses for quick fixes. */
const analyses = new Analyses();
if (parentPort) serveLintWorker<EditorLintTask, EditorLintAnswer>(parentPort, (task) => analyses.handle(task));
