import { parseArgs } from 'node:util';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { insertUser } from '../modules/auth/auth.repository';
import { grantAccess } from '../modules/auth/grant-access';
import { hashPassword } from '../lib/passwords';

const USAGE = `Manage users (stop the server first when it runs on embedded PGlite).

  npm run user -- create <email> --password <p> [--level N] [--admin] [--nsd] [--tariff T ...]
  npm run user -- grant <email> [--level N] [--full] [--admin] [--nsd] [--tariff T ...] [--force]

--full is --level ${FULL_ACCESS_LEVEL}. Levels: 1 signed in, ${FULL_ACCESS_LEVEL} full access.
grant refuses an account whose address its owner has not proven (sign-up's mailed link): whoever
registered first is not necessarily the address' owner. --force grants it all the same (and marks
the address verified: the operator vouches for it). Accounts made by create are verified.`;

/** The arguments, or null (after saying why) when an option is unknown or incomplete. */
function readArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        password: { type: 'string' },
        level: { type: 'string' },
        full: { type: 'boolean' },
        admin: { type: 'boolean' },
        nsd: { type: 'boolean' },
        tariff: { type: 'string', multiple: true },
        force: { type: 'boolean' },
      },
    });
  } catch (error) {
    console.error((error as Error).message);
    return null;
  }
}

async function main() {
  const args = readArgs();
  if (!args) return fail(USAGE);
  const { positionals, values } = args;
  if (values.help) return void console.log(USAGE);
  const [command, rawEmail] = positionals;
  if (!command || !rawEmail || !['create', 'grant'].includes(command)) return fail(USAGE);
  const email = rawEmail.trim().toLowerCase();
  const level = values.full
    ? FULL_ACCESS_LEVEL
    : values.level === undefined
      ? undefined
      : Number(values.level);
  if (level !== undefined && (!Number.isInteger(level) || level < 1))
    return fail('--level must be an integer >= 1');
  const tariffs = values.tariff?.map(Number);
  if (tariffs?.some((t) => !Number.isInteger(t))) return fail('--tariff must be an integer');

  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  try {
    await runMigrations(database);
    const flags = {
      ...(level !== undefined ? { level } : {}),
      ...(values.admin ? { isAdmin: true } : {}),
      ...(values.nsd ? { nsdAccess: true } : {}),
      ...(tariffs ? { tariffs } : {}),
    };
    if (command === 'create') {
      if (!values.password || values.password.length < 8)
        return fail('--password of at least 8 characters is required');
      const user = await insertUser(database.db, {
        email,
        passwordHash: await hashPassword(values.password),
        ...flags,
      });
      if (!user) return fail(`a user with email ${email} already exists`);
      console.log(
        `created ${user.email} (id ${user.id}, level ${user.level}${user.isAdmin ? ', admin' : ''})`,
      );
    } else {
      const granted = await grantAccess(database.db, email, flags, values.force ?? false);
      if (typeof granted === 'string') return fail(granted);
      console.log(
        `updated ${granted.email} (level ${granted.level}, tariffs [${granted.tariffs.join(', ')}]${granted.isAdmin ? ', admin' : ''}${granted.nsdAccess ? ', NSD' : ''})`,
      );
    }
  } finally {
    await database.close();
  }
}

function fail(message: string): void {
  console.error(message);
  process.exitCode = 2;
}

await main();
