/** Entry point: `npm start`. */
import { OUTBOX_PAGE_PATH } from '@cms/contract';
import { buildApp } from './app.js';
import { appOrigin } from './http/origin.js';
import { ConfigError, loadConfig } from './config/index.js';
import { StartPhases } from './start-phases.js';

async function main() {
  const phases = new StartPhases();
  phases.mark('modules');
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
  const app = await buildApp(config, { markPhase: phases.mark });
  phases.mark('app');
  const freshDemo = config.demoData && app.database.fresh;
  if (freshDemo) {
    // The demo seed (and what it draws with) is loaded only for a fresh demo database.
    const { seedDemoData } = await import('./demo/seed.js');
    const logins = await seedDemoData(app.db, app.services, appOrigin(config, app));
    phases.mark('demo data');
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
  phases.mark('listen');
  console.log(phases.summary());
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
