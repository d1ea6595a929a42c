import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * HEIC (HEVC inside a HEIF file), the iPhone camera's own format. sharp's prebuilt libvips reads its
 * header but has no HEVC decoder, so the pixels come from libheif compiled to WebAssembly
 * (`libheif-js`, with libde265). The decoding runs in a worker thread of its own, so the seconds a
 * 12-megapixel photo takes never stall the event loop, and the worker ends with the image: the
 * hundred-odd megabytes of WebAssembly memory it grew go back at once. The module is compiled once
 * per process and handed to each worker.
 */

export interface DecodedHeic {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, row after row. */
  rgba: Buffer;
}

/** Why a decode did not give pixels: the file is broken, too big inside, or took too long. */
export class HeicDecodeError extends Error {
  constructor(readonly reason: 'unreadable' | 'too-large' | 'too-slow') {
    super(`HEIC not decoded: ${reason}`);
    this.name = 'HeicDecodeError';
  }
}

/** Longer than a 24-megapixel photo needs on a busy two-core machine; a file slower than this is refused. */
const DECODE_TIMEOUT_MS = 60_000;

const require = createRequire(import.meta.url);
let compiled: Promise<{ glue: string; wasm: WebAssembly.Module }> | undefined;

function libheif() {
  compiled ??= (async () => {
    const glue = require.resolve('libheif-js/libheif-wasm/libheif.js');
    const wasm = await WebAssembly.compile(await fs.readFile(path.join(path.dirname(glue), 'libheif.wasm')));
    return { glue, wasm };
  })();
  return compiled;
}

/**
 * Runs in the worker (plain CommonJS, no TypeScript): instantiates libheif from the compiled module,
 * checks the primary image's size against `maxPixels` before decoding it (the header the caller read
 * could differ from the image libheif finds), and posts back RGBA pixels or a reason. libheif-js
 * prints its own errors with console.log: silenced here, the reason goes back instead.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
console.log = () => {};
const { glue, wasm, bytes, maxPixels } = workerData;
const lib = require(glue)({
  instantiateWasm(imports, done) {
    const instance = new WebAssembly.Instance(wasm, imports);
    done(instance, wasm);
    return instance.exports;
  },
});
Promise.resolve(lib.ready).then(() => {
  const decoder = new lib.HeifDecoder();
  const images = decoder.decode(bytes);
  const image = images[0];
  if (!image) return parentPort.postMessage({ error: 'unreadable' });
  const width = image.get_width();
  const height = image.get_height();
  if (!(width > 0 && height > 0)) return parentPort.postMessage({ error: 'unreadable' });
  if (width * height > maxPixels) return parentPort.postMessage({ error: 'too-large' });
  image.display({ data: new Uint8ClampedArray(width * height * 4), width, height }, (shown) => {
    if (!shown) return parentPort.postMessage({ error: 'unreadable' });
    parentPort.postMessage({ width, height, rgba: shown.data }, [shown.data.buffer]);
  });
}, () => parentPort.postMessage({ error: 'unreadable' }));
`;

interface WorkerReply {
  error?: HeicDecodeError['reason'];
  width?: number;
  height?: number;
  rgba?: Uint8ClampedArray;
}

/** The primary image of a HEIC file as RGBA pixels, with libheif's rotation and mirroring applied. */
export async function decodeHeic(bytes: Buffer, maxPixels: number): Promise<DecodedHeic> {
  const { glue, wasm } = await libheif();
  return new Promise<DecodedHeic>((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { glue, wasm, bytes: new Uint8Array(bytes), maxPixels },
    });
    const timer = setTimeout(() => finish(new HeicDecodeError('too-slow')), DECODE_TIMEOUT_MS);
    let done = false;
    function finish(outcome: DecodedHeic | HeicDecodeError) {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      if (outcome instanceof HeicDecodeError) reject(outcome);
      else resolve(outcome);
    }
    worker.once('message', (reply: WorkerReply) => {
      if (reply.error || !reply.rgba || !reply.width || !reply.height) {
        finish(new HeicDecodeError(reply.error ?? 'unreadable'));
        return;
      }
      const { buffer, byteOffset, byteLength } = reply.rgba;
      finish({ width: reply.width, height: reply.height, rgba: Buffer.from(buffer, byteOffset, byteLength) });
    });
    worker.once('error', () => finish(new HeicDecodeError('unreadable')));
    worker.once('exit', () => finish(new HeicDecodeError('unreadable')));
  });
}
