/** Streams a large multipart upload with node:http and records how much was sent before the answer. */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { TestApp } from './app.js';

export interface StreamResult {
  status: number;
  body: { error?: { code: string; message: string } };
  /** Bytes of file content written before the response arrived. */
  written: number;
  /** Whether the request body had been finished when the response arrived. */
  ended: boolean;
}

/**
 * Posts `head` followed by filler as the multipart field `field` of `url`, in 64 KiB chunks for as
 * long as the server has not answered (up to `total` bytes). With `declaredLength` the request
 * announces that Content-Length, writes one chunk and waits for the answer.
 */
export function streamUpload(
  t: TestApp,
  token: string,
  opts: { url: string; field: string; head: Buffer; total: number; declaredLength?: number; filename?: string },
): Promise<StreamResult> {
  return new Promise((resolve, reject) => {
    const boundary = `----cms-test-${randomUUID()}`;
    const headers: Record<string, string> = {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: `cms_session=${token}`,
      origin: t.url,
    };
    if (opts.declaredLength !== undefined) headers['content-length'] = String(opts.declaredLength);
    const req = http.request({ host: '127.0.0.1', port: t.port, method: 'POST', path: opts.url, headers });
    let written = 0;
    let ended = false;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      const snapshot = { written, ended };
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        req.destroy();
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {}, ...snapshot });
      });
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field}"; filename="${opts.filename ?? 'big.bin'}"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n`,
    );
    req.write(opts.head);
    written += opts.head.length;
    const chunk = Buffer.alloc(64 * 1024, 7);
    if (opts.declaredLength !== undefined) {
      req.write(chunk);
      written += chunk.length;
      return; // wait for the answer without sending the rest
    }
    const pump = () => {
      while (!answered && written < opts.total) {
        written += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) {
        ended = true;
        req.end(`\r\n--${boundary}--\r\n`);
      }
    };
    pump();
  });
}
