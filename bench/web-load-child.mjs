// Runs bench/web-load.mjs (initial JS and Lighthouse through Chromium) in a child process of the
// scale bench, so that a browser failure (even a stray rejected promise) costs these figures only,
// never the run. The parent sends { type: 'run', base, pages: [pathname] } and gets
// { type: 'web', results: [{ pathname, js | jsError, lighthouse | lighthouseError }] }.
const strays = [];
process.on('unhandledRejection', (err) => strays.push(err instanceof Error ? err.message : String(err)));

const message = (err) => (err instanceof Error ? err.message : String(err)).split('\n')[0];

process.once('message', async ({ base, pages }) => {
  const webLoad = await import('./web-load.mjs');
  const results = [];
  for (const pathname of pages) {
    const result = { pathname };
    try {
      result.js = await webLoad.initialJs(base, pathname);
    } catch (err) {
      result.jsError = message(err);
    }
    try {
      result.lighthouse = await webLoad.lighthouse(base, pathname);
    } catch (err) {
      result.lighthouseError = message(err);
    }
    results.push(result);
  }
  process.send({ type: 'web', results, strays: strays.map((s) => s.split('\n')[0]) }, () => process.exit(0));
});
process.on('disconnect', () => process.exit(1));
