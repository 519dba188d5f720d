#!/usr/bin/env node
// Every source file and folder is named in kebab-case (ARCHITECTURE.md, conventions), dots
// only before suffixes: `task-panel.tsx`, `route-kit.test.ts`, `vite.config.ts`. Components
// are PascalCase inside their file, never in its name. Checks the files git tracks plus new
// ones not ignored, so a wrong name shows before it is committed.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'docs'];
const EXTENSIONS = /\.(ts|tsx|mjs|js|css|md)$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;
// Names other tools and readers look for in upper case.
const EXCEPTIONS = new Set(['README.md', 'CHANGELOG.md', 'CONTRIBUTING.md', 'LICENSE.md']);

const root = path.resolve(import.meta.dirname, '..');
const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...ROOTS],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => EXTENSIONS.test(file));

const wrong = files.filter((file) => {
  const segments = file.split('/');
  const name = segments.pop();
  return !(EXCEPTIONS.has(name) || KEBAB.test(name)) || segments.some((s) => !KEBAB.test(s));
});

if (wrong.length) {
  console.error('check-file-names: nomes fora do kebab-case (minúsculas, números e -):');
  for (const file of wrong) console.error(`  - ${file}`);
  process.exit(1);
}
console.log(`check-file-names: ${files.length} arquivos em kebab-case.`);
