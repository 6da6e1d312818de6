/** Entry point: `npm start`. */
import { OUTBOX_PAGE_PATH } from '@cms/contract';
import { buildApp } from './app.js';
import { appOrigin } from './http/origin.js';
import { ConfigError, loadConfig } from './config/index.js';
import { seedDemoData } from './demo/seed.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  const freshDemo = config.demoData && app.database.fresh;
  if (freshDemo) {
    const logins = await seedDemoData(app.db, app.services, appOrigin(config, app));
    console.log('\nDemo data created. Sign in with:');
    for (const l of logins) console.log(`  ${l.role.padEnd(10)} ${l.email.padEnd(26)} password: ${l.password}`);
    console.log('');
  } else if (config.demoData) {
    console.log(
      'Demo logins (if unchanged): admin@cms.local, instructor@cms.local, lead@cms.local, student@cms.local — password demo1234',
    );
  }
  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ host: config.host, port: config.port });
  if (freshDemo && !config.mail.smtpUrl) {
    // For the demo: without SMTP_URL no mail leaves the server; admins read it in the outbox (reset links hidden).
    console.log(`No SMTP_URL: mail is kept in the outbox for admins, ${appOrigin(config, app)}${OUTBOX_PAGE_PATH}`);
  }
  // Last: whoever waits for the start (the entry point's test, a script) has every line above by then.
  console.log(`CMS is running on http://localhost:${config.port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
