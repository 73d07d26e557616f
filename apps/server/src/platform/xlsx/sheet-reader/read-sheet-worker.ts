import { parentPort } from 'node:worker_threads';
import { readSheetJob } from './read-sheet-job.ts';
import type { SheetJob } from './sheet-job.ts';

// one file at a time: the pool sends the next only after this one's answer
parentPort?.on('message', async (job: SheetJob) => parentPort?.postMessage(await readSheetJob(job)));
