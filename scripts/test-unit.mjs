#!/usr/bin/env node
// Unit and API tests: once on SQLite, then the server suite again on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const run = (args, env) => {
  const res = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

console.log('\n▶ Pruebas unitarias y de API sobre SQLite');
run([], { TEST_ENGINE: 'sqlite' });

if (process.env.DATABASE_URL) {
  console.log('\n▶ Pruebas de API sobre PostgreSQL (DATABASE_URL)');
  run(['--project', 'server'], { TEST_ENGINE: 'postgres' });
} else {
  console.log('\n▷ PostgreSQL: pasada omitida (DATABASE_URL no está definida).');
}
