#!/usr/bin/env node
// Makes sure a Chromium is available for the end-to-end tests: CHROME_PATH, or Debian's chromium,
// installed with apt-get when missing and running as root.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const wanted = process.env.CHROME_PATH || '/usr/bin/chromium';
if (existsSync(wanted)) process.exit(0);
if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH=${wanted} no existe.`);
  process.exit(1);
}
if (process.getuid?.() !== 0) {
  console.error('Falta Chromium: instale el paquete "chromium" (apt-get install chromium) o defina CHROME_PATH.');
  process.exit(1);
}
console.log('Instalando Chromium de Debian para las pruebas de navegador…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', 'chromium', 'fonts-noto-color-emoji'],
]) {
  const res = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
