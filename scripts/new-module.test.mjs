// Keeps `npm run new:module` honest (node --test, about half a minute): it scaffolds into a
// temporary copy of the files it edits, then the output is checked against the real tree —
// the file list, both manifests, Prettier, and a TypeScript check of everything it wrote
// against today's platform, contracts and UI (laid over the tree in memory, written nowhere).
// Its refusals run against the real tree with --dry-run, which writes nothing.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import prettier from 'prettier';
import ts from 'typescript';

const repo = path.resolve(import.meta.dirname, '..');
const script = path.join(import.meta.dirname, 'new-module.mjs');
const name = 'exemplo-teste';
const manifests = ['apps/server/src/modules.ts', 'apps/web/src/app/modules.ts'];
// What the generator reads: the manifests and the contracts (route table, entities, endpoints).
const copied = [...manifests, 'packages/contracts/src', 'apps/server/src/db/migrations/meta'];
const routeTable = 'packages/contracts/src/routes/routes.ts';
// Every route of the spec's table has its module now, so the copy the generator writes into
// gets two routes of its own (the generator only takes a route of the table no module serves).
const freeRoutes = [
  "{ area: 'fabrica', path: '/fabrica/exemplo-teste', title: 'Exemplo', guard: auth },",
  "{ area: 'codex', path: '/codex/exemplo', title: 'Exemplo', guard: auth },",
];
const other = 'exemplo-dois';

const expectedFiles = [
  'packages/contracts/src/exemplo-teste/index.ts',
  'packages/contracts/src/exemplo-teste/events.ts',
  'packages/contracts/src/exemplo-teste/realtime.ts',
  'packages/contracts/src/exemplo-teste/endpoints.ts',
  'apps/server/src/modules/exemplo-teste/index.ts',
  'apps/server/src/modules/exemplo-teste/schema.ts',
  'apps/server/src/modules/exemplo-teste/routes.ts',
  'apps/server/src/modules/exemplo-teste/service.ts',
  'apps/server/src/modules/exemplo-teste/presenter.ts',
  'apps/server/src/modules/exemplo-teste/exemplo-teste.test.ts',
  'apps/server/src/modules/exemplo-teste/testing.ts',
  'apps/web/src/features/exemplo-teste/api/queries.ts',
  'apps/web/src/features/exemplo-teste/api/mutations.ts',
  'apps/web/src/features/exemplo-teste/api/exemplo-teste-api.ts',
  'apps/web/src/features/exemplo-teste/pages/exemplo-teste-page.tsx',
  'apps/web/src/features/exemplo-teste/pages/exemplo-teste-page.test.tsx',
  'apps/web/src/features/exemplo-teste/screens.ts',
];

function generate(args, cwd = repo) {
  const run = spawnSync(process.execPath, [script, ...args], { cwd, encoding: 'utf8' });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

/** The `+`/`~` lines of the generator's summary. */
const listed = (out, mark) =>
  out
    .split('\n')
    .filter((line) => line.startsWith(`  ${mark} `))
    .map((line) => line.slice(4));

let root;
let output;
const written = (file) => fs.readFileSync(path.join(root, file), 'utf8');

before(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-new-module-'));
  for (const file of copied)
    fs.cpSync(path.join(repo, file), path.join(root, file), { recursive: true });
  const table = path.join(root, routeTable);
  const source = fs.readFileSync(table, 'utf8');
  const anchor = "  { area: 'codex', path: '/codex/codex/:id?', title: 'Códex', guard: auth },\n";
  assert.ok(source.includes(anchor), 'the route table moved: update the anchor');
  fs.writeFileSync(table, source.replace(anchor, `${anchor}  ${freeRoutes.join('\n  ')}\n`));
  const run = generate([name, '--root', root, '--no-migration']);
  assert.equal(run.status, 0, run.err);
  output = run.out;
});
after(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm run new:module', () => {
  it('creates the module in the three layers and changes only the two manifests', () => {
    assert.deepEqual(listed(output, '+'), expectedFiles);
    assert.deepEqual(listed(output, '~'), manifests);
    for (const file of expectedFiles) assert.doesNotMatch(written(file), /\{\{\w+\}\}/, file);
    assert.match(output, /\/api\/app\/[a-z-]+\/exemplo-teste\n/);
  });

  it('adds the module to each manifest and keeps every line already there', () => {
    for (const file of manifests) {
      const before = fs.readFileSync(path.join(repo, file), 'utf8').split('\n');
      const now = written(file).split('\n');
      const added = now.filter((line) => !before.includes(line));
      assert.ok(
        before.every((line) => now.includes(line)),
        `${file} lost a line`,
      );
      assert.ok(added.length >= 1 && added.length <= 3, `${file}: ${added.join(' | ')}`);
      assert.ok(
        added.every((line) => /exemploTeste|exemplo-teste/.test(line)),
        added.join('\n'),
      );
    }
    const route = /na rota (\S+)/.exec(output)[1];
    assert.match(written(manifests[1]), new RegExp(`'exemplo-teste',\\s*\\['${route}'\\]`));
  });

  it('writes Prettier-formatted files', async () => {
    const config = await prettier.resolveConfig(path.join(repo, 'package.json'));
    for (const file of [...expectedFiles, ...manifests])
      assert.ok(await prettier.check(written(file), { ...config, filepath: file }), file);
  });

  it('writes code that typechecks against the current server, web and contracts', () => {
    const overlay = new Map(
      [...expectedFiles, ...manifests, routeTable].map((f) => [path.join(repo, f), written(f)]),
    );
    const problems = [
      ...typeErrors('apps/server/tsconfig.json', overlay, (f) => !f.includes('/apps/web/')),
      ...typeErrors('apps/web/tsconfig.json', overlay, (f) => !f.includes('/apps/server/')),
    ];
    assert.deepEqual(problems, []);
  });

  it('takes the area of the route it is given for the API paths', () => {
    const run = generate([
      other,
      '--route',
      '/codex/exemplo',
      '--root',
      root,
      '--no-migration',
      '--dry-run',
    ]);
    assert.equal(run.status, 0, run.err);
    assert.match(
      run.out,
      /na rota \/codex\/exemplo \("Exemplo", área codex\)\.\nAPI: \/api\/app\/codex\/exemplo-dois\n/,
    );
  });

  it('--dry-run lists the named migration and writes nothing', () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(repo, 'apps/server/src/db/migrations/meta/_journal.json'), 'utf8'),
    );
    const idx = String(journal.entries.length).padStart(4, '0');
    const run = generate([other, '--route', '/codex/exemplo', '--root', root, '--dry-run']);
    assert.equal(run.status, 0, run.err);
    assert.ok(
      listed(run.out, '+').includes(`apps/server/src/db/migrations/${idx}_exemplo_dois.sql`),
    );
    assert.ok(listed(run.out, '~').includes('apps/server/src/db/migrations/meta/_journal.json'));
    for (const folder of [
      'packages/contracts/src',
      'apps/server/src/modules',
      'apps/web/src/features',
    ])
      for (const tree of [repo, root])
        assert.equal(fs.existsSync(path.join(tree, folder, other)), false);
  });

  it('refuses, in pt-BR, a name that is not kebab-case or already taken, and an unusable route', () => {
    for (const [args, message] of [
      [['Exemplo'], /Nome de módulo inválido: "Exemplo"\. Use kebab-case/],
      [['exemplo_teste'], /Nome de módulo inválido/],
      [['1exemplo'], /Nome de módulo inválido/],
      [[], /Falta o nome do módulo/],
      [['flow'], /O módulo "flow" já existe/],
      [['team'], /"team" já é uma entidade de tempo real de outro módulo/],
      [
        [other, '--route', '/flow/listas'],
        /A rota "\/flow\/listas" já é servida pelo módulo "flow"/,
      ],
      [[other, '--route', '/flow/nada'], /A rota "\/flow\/nada" não está na tabela de rotas/],
      [[other, '--route', '/'], /já é servida|é pública/],
    ]) {
      // In the copy, where a route is still free: the name and route checks come after it.
      const run = generate([...args, '--root', root, '--no-migration', '--dry-run']);
      assert.equal(run.status, 1, args.join(' '));
      assert.match(run.err, message);
    }
  });

  it('refuses, in pt-BR, a name whose API path another module already uses', () => {
    // Every route still 'Em breve' is in an area whose API paths belong to a module of the same
    // name (fabrica/media, produto/pages), refused by name first. So this runs on a copy of what
    // the generator reads in which /comunicacao/chats is not served yet (the tree before chats
    // landed): "notificacoes" there would take /api/app/comunicacao/notificacoes.
    const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-new-module-api-'));
    try {
      for (const file of copied)
        fs.cpSync(path.join(repo, file), path.join(tree, file), { recursive: true });
      const webManifest = path.join(tree, manifests[1]);
      const source = fs.readFileSync(webManifest, 'utf8');
      const withoutChats = source.replace(/\n {2}webModule\(\n {4}'chats',[\s\S]*?\n {2}\),/, '');
      assert.notEqual(withoutChats, source, 'the chats line of the web manifest moved');
      fs.writeFileSync(webManifest, withoutChats);
      const run = generate([
        'notificacoes',
        '--route',
        '/comunicacao/chats',
        '--root',
        tree,
        '--no-migration',
        '--dry-run',
      ]);
      assert.equal(run.status, 1, run.out);
      assert.match(run.err, /\/api\/app\/comunicacao\/notificacoes já é usado pela API/);
    } finally {
      fs.rmSync(tree, { recursive: true, force: true });
    }
  });
});

/**
 * The type errors of the files in `overlay` when the project of `tsconfig` is compiled with
 * them laid over the tree (the `@orbita/contracts` link resolves into the overlay too).
 */
function typeErrors(tsconfig, overlay, wanted) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(repo, tsconfig),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) =>
        assert.fail(ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    },
  );
  const link = path.join(repo, 'node_modules/@orbita/contracts/');
  const canonical = (file) =>
    file.startsWith(link) ? path.join(repo, 'packages/contracts', file.slice(link.length)) : file;
  const virtual = (file) => overlay.get(canonical(file));
  const host = ts.createCompilerHost(config.options);
  const { fileExists, readFile, getSourceFile, realpath, directoryExists } = host;
  host.fileExists = (f) => virtual(f) !== undefined || fileExists.call(host, f);
  host.readFile = (f) => virtual(f) ?? readFile.call(host, f);
  host.realpath = (f) => (virtual(f) !== undefined ? canonical(f) : realpath.call(host, f));
  host.directoryExists = (d) =>
    directoryExists.call(host, d) ||
    [...overlay.keys()].some((f) => f.startsWith(`${canonical(d)}/`));
  host.getSourceFile = (f, language, ...rest) => {
    const text = virtual(f);
    return text === undefined
      ? getSourceFile.call(host, f, language, ...rest)
      : ts.createSourceFile(f, text, language);
  };
  const roots = [...overlay.keys()].filter(wanted);
  const program = ts.createProgram({ rootNames: roots, options: config.options, host });
  return roots.flatMap((file) => {
    const source = program.getSourceFile(file);
    return [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ].map(
      (d) =>
        `${path.relative(repo, file)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
  });
}
