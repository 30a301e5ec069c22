// Runs before `npm start`, `npm test`, `npm run dev`… on whatever Node runs it, so it stays plain
// CommonJS that any old Node parses: the scripts after it are TypeScript, which an old Node cannot
// load, and it would fail with ERR_UNKNOWN_FILE_EXTENSION instead of saying what to install.
'use strict';
const path = require('node:path');

/** The lowest version `engines.node` allows, from its `>=X.Y[.Z]` form. */
function minimumVersion(engines) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(String(engines).trim());
  if (!match) throw new Error(`engines.node must read ">=X.Y", not ${JSON.stringify(engines)}`);
  return [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)];
}

function parse(version) {
  return String(version)
    .replace(/^v/, '')
    .split('.')
    .map((n) => Number.parseInt(n, 10) || 0);
}

/** Null when `version` satisfies `engines`, else the one sentence that says what to install. */
function nodeProblem(version, engines, execPath) {
  const wanted = minimumVersion(engines);
  const have = parse(version);
  for (let i = 0; i < 3; i += 1) {
    if ((have[i] || 0) > wanted[i]) return null;
    if ((have[i] || 0) < wanted[i]) {
      return (
        `Packdex needs Node.js ${wanted.slice(0, 2).join('.')} or newer but found ${version}` +
        (execPath ? ` (${execPath})` : '') +
        ': run `npm install` first, which brings the pinned Node.js 24 on Linux x64, or install Node.js 24 yourself.'
      );
    }
  }
  return null;
}

module.exports = { nodeProblem, minimumVersion };

if (require.main === module) {
  const pkg = require(path.join(__dirname, '..', 'package.json'));
  const problem = nodeProblem(process.version, pkg.engines.node, process.execPath);
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
}
