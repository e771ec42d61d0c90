/**
 * The benchmarks' load generator, run as a worker thread (bare-baseline.ts `burst`): it sends a
 * burst's requests and reads their answers off the event loop of the servers being measured, as a
 * load generator on another machine does (autocannon, wrk). A client on the servers' own thread
 * would charge them with its own work (fetch, decompression, JSON), and more for a large answer
 * than for a small one (docs/booking.md, "Fifth round").
 */
import { parentPort } from 'node:worker_threads';

export interface BenchRequest {
  url: string;
  body: unknown;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  code: string;
  message: string;
  ms: number;
}

const post = async ({ url, body, headers = {} }: BenchRequest): Promise<Answer> => {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: { code?: unknown; message?: unknown } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      parsed = { message: text.slice(0, 80) };
    }
    return {
      status: response.status,
      code: String(parsed.code ?? ''),
      message: String(parsed.message ?? ''),
      ms: performance.now() - started,
    };
  } catch (error) {
    return { status: 0, code: '', message: `transport: ${String(error)}`, ms: performance.now() - started };
  }
};

// A burst: all its requests at once; the answers in order and the burst's wall time.
parentPort?.on('message', async ({ id, requests }: { id: number; requests: BenchRequest[] }) => {
  const started = performance.now();
  const answers = await Promise.all(requests.map(post));
  parentPort?.postMessage({ id, answers, seconds: (performance.now() - started) / 1000 });
});
