/** npm run admin:create -- --email E --name N   (password from ADMIN_PASSWORD or a prompt) */
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { ACCOUNT_MSG, PASSWORD_MAX, PASSWORD_MIN, signUpSchema } from '@cms/contract';
import { loadConfig } from '../config/index.js';
import { openDatabase } from '../db/client.js';
import { isCommonPassword } from '../passwords/common-passwords.js';
import { hashPassword } from '../passwords/index.js';
import { buildRepositories } from '../services.js';

async function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const password = process.env.ADMIN_PASSWORD ?? (process.stdin.isTTY ? await promptHidden('Password: ') : '');
  const parsed = signUpSchema.safeParse({ name: values.name ?? '', email: values.email ?? '', password });
  if (!parsed.success) {
    for (const i of parsed.error.issues) console.error(`${i.path.join('.') || 'input'}: ${i.message}`);
    console.error(
      `Usage: npm run admin:create -- --email E --name N  (password ${PASSWORD_MIN}-${PASSWORD_MAX} characters from ADMIN_PASSWORD or the prompt)`,
    );
    process.exit(2);
  }
  if (await isCommonPassword(parsed.data.password)) {
    console.error(`password: ${ACCOUNT_MSG.passwordTooCommon}`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { users } = buildRepositories(database.db);
    const created = await users.insert({
      name: parsed.data.name,
      email: parsed.data.email,
      passwordHash: await hashPassword(parsed.data.password),
      role: 'Admin',
    });
    if (!created) {
      console.error(`A user with the e-mail ${parsed.data.email} already exists.`);
      process.exitCode = 1;
      return;
    }
    console.log(`Admin ${created.email} created. Sign in at /auth/signin.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
