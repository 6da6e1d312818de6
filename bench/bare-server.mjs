// The bare server of the scale bench, in a child process (bench/scale.mjs forks it): a Fastify with
// nothing else, answering each recorded URL with the exact bytes and content type the CMS answered,
// and serving the lesson video's storage folder under /static/ with @fastify/static (Range, ETag).
// The parent sends { type: 'start', routes: [{ url, contentType, body }], staticRoot } and gets
// { type: 'ready', base }.
import { Buffer } from 'node:buffer';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

async function start({ routes, staticRoot }) {
  // Bodies arrive as Uint8Array (advanced IPC serialization): Buffers again, without copying.
  const answers = new Map(
    routes.map((r) => [r.url, { ...r, body: Buffer.from(r.body.buffer, r.body.byteOffset, r.body.byteLength) }]),
  );
  const app = Fastify({ logger: false });
  if (staticRoot) await app.register(fastifyStatic, { root: staticRoot, prefix: '/static/' });
  app.get('/api/*', (request, reply) => {
    const answer = answers.get(request.url);
    if (!answer) return reply.code(404).send();
    return reply.type(answer.contentType).send(answer.body);
  });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_BARE_PORT ?? 0) });
  process.on('message', async (msg) => {
    if (msg.type === 'close') {
      await app.close();
      process.exit(0);
    }
  });
  process.send({ type: 'ready', base: `http://127.0.0.1:${app.server.address().port}` });
}

// The parent gone (it died): nobody will ask for anything.
process.on('disconnect', () => process.exit(1));

process.once('message', (msg) => {
  if (msg.type !== 'start') return;
  start(msg).catch((err) => {
    console.error(err);
    process.exit(1);
  });
});
