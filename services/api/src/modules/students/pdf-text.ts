import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { runHeavy } from '../../common/heavy-work';

// Runs in a worker: a hostile or huge PDF can then use up neither the API's memory nor its event
// loop, and is stopped after the timeout. unpdf is loaded there by its resolved path.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFile } = require('node:fs/promises');
(async () => {
  const { getDocumentProxy } = await import(workerData.unpdf);
  const data = new Uint8Array(await readFile(workerData.file));
  const pdf = await getDocumentProxy(data, { isEvalSupported: false, disableFontFace: true, verbosity: 0 });
  const pages = Math.min(pdf.numPages, workerData.maxPages);
  const texts = [];
  for (let number = 1; number <= pages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\\n' : ' ') : '')).join(''));
  }
  parentPort.postMessage({ text: texts.join('\\n') });
})().catch((error) => parentPort.postMessage({ error: String(error && error.message || error) }));
`;

export class PdfTextError extends Error {}

/** The text of a PDF's first pages, extracted in a worker thread with a memory cap and a timeout. */
export function extractPdfText(
  file: string,
  options: { timeoutMs?: number; maxPages?: number } = {},
): Promise<string> {
  return runHeavy(() => extractInWorker(file, options));
}

function extractInWorker(
  file: string,
  { timeoutMs = 15000, maxPages = 20 }: { timeoutMs?: number; maxPages?: number },
): Promise<string> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, maxPages, unpdf: pathToFileURL(require.resolve('unpdf')).href },
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  return new Promise<string>((resolve, reject) => {
    // Whatever happens first settles the promise; the worker is always stopped.
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      void worker.terminate();
      settle();
    };
    const timer = setTimeout(
      () => finish(() => reject(new PdfTextError('PDF-en tok for lang tid å lese'))),
      timeoutMs,
    );
    worker.once('message', (message: { text?: string; error?: string }) =>
      finish(() =>
        message.error !== undefined
          ? reject(new PdfTextError(message.error))
          : resolve(message.text ?? ''),
      ),
    );
    worker.once('error', (error) => finish(() => reject(new PdfTextError(error.message))));
    worker.once('exit', () => finish(() => reject(new PdfTextError('PDF-lesingen stoppet'))));
  });
}
