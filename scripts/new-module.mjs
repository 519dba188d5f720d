#!/usr/bin/env node
// `npm run new:module -- <name> [--route <path>] [--dry-run]`: scaffolds a module in the three
// layers (contracts, server slice, web feature) from scripts/module-template/, registers it in
// the two manifests and generates its named migration. Adding a module touches no other
// existing file. See docs/adding-a-module.md.
//   --route <path>    a path of the spec's route table (packages/contracts/src/routes/routes.ts)
//                     that no web module serves yet; default: the first one still "Em breve"
//                     outside the person's own area `me`
//   --dry-run         prints what it would create and change, writes nothing
//   --root <dir>      writes into another copy of the tree (the generator's own test)
//   --no-migration    leaves `npm run db:generate` out (with --root: no database tree there)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import ts from 'typescript';

const repo = path.resolve(import.meta.dirname, '..');
const templates = path.join(import.meta.dirname, 'module-template');
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Template → where it goes (`{name}` is the module's name). */
const layout = [
  ['contracts/index.ts.tpl', 'packages/contracts/src/{name}/index.ts'],
  ['contracts/events.ts.tpl', 'packages/contracts/src/{name}/events.ts'],
  ['contracts/realtime.ts.tpl', 'packages/contracts/src/{name}/realtime.ts'],
  ['contracts/endpoints.ts.tpl', 'packages/contracts/src/{name}/endpoints.ts'],
  ['server/index.ts.tpl', 'apps/server/src/modules/{name}/index.ts'],
  ['server/schema.ts.tpl', 'apps/server/src/modules/{name}/schema.ts'],
  ['server/routes.ts.tpl', 'apps/server/src/modules/{name}/routes.ts'],
  ['server/service.ts.tpl', 'apps/server/src/modules/{name}/service.ts'],
  ['server/presenter.ts.tpl', 'apps/server/src/modules/{name}/presenter.ts'],
  ['server/module.test.ts.tpl', 'apps/server/src/modules/{name}/{name}.test.ts'],
  ['server/testing.ts.tpl', 'apps/server/src/modules/{name}/testing.ts'],
  ['web/api/queries.ts.tpl', 'apps/web/src/features/{name}/api/queries.ts'],
  ['web/api/mutations.ts.tpl', 'apps/web/src/features/{name}/api/mutations.ts'],
  ['web/api/module-api.ts.tpl', 'apps/web/src/features/{name}/api/{name}-api.ts'],
  ['web/pages/module-page.tsx.tpl', 'apps/web/src/features/{name}/pages/{name}-page.tsx'],
  ['web/pages/module-page.test.tsx.tpl', 'apps/web/src/features/{name}/pages/{name}-page.test.tsx'],
  ['web/screens.ts.tpl', 'apps/web/src/features/{name}/screens.ts'],
];

const files = {
  serverManifest: 'apps/server/src/modules.ts',
  webManifest: 'apps/web/src/app/modules.ts',
  routeTable: 'packages/contracts/src/routes/routes.ts',
  migrations: 'apps/server/src/db/migrations',
};

/** The module's folders in each layer (one name everywhere). */
const moduleFolders = (name) => [
  `packages/contracts/src/${name}`,
  `apps/server/src/modules/${name}`,
  `apps/web/src/features/${name}`,
];

function fail(message) {
  console.error(message);
  process.exit(1);
}

function parseArgs(argv) {
  const options = { name: undefined, route: undefined, dryRun: false, root: repo, migration: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) fail(`Falta o valor de ${arg}.`);
      return next;
    };
    if (arg === '--route') options.route = value();
    else if (arg.startsWith('--route=')) options.route = arg.slice('--route='.length);
    else if (arg === '--root') options.root = path.resolve(value());
    else if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--no-migration') options.migration = false;
    else if (arg.startsWith('-')) fail(`Opção desconhecida: ${arg}.`);
    else if (options.name === undefined) options.name = arg;
    else fail(`Argumento a mais: ${arg}. Use: npm run new:module -- <nome> [--route <caminho>]`);
  }
  return options;
}

const read = (root, file) => fs.readFileSync(path.join(root, file), 'utf8');
const sourceOf = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

/** The route table, evaluated from its TypeScript source (it imports nothing). */
async function loadRouteTable(root) {
  const { outputText } = ts.transpileModule(read(root, files.routeTable), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const url = `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`;
  const { publicRoutes, authRoutes, areas } = await import(url);
  return { routes: [...publicRoutes, ...authRoutes], areas };
}

/** Route path → module name, from the `webModule(name, [paths], …)` calls of the web manifest. */
function servedRoutes(root) {
  const source = sourceOf(files.webManifest, read(root, files.webManifest));
  const served = new Map();
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'webModule'
    ) {
      const [name, paths] = node.arguments;
      if (name && ts.isStringLiteral(name) && paths && ts.isArrayLiteralExpression(paths))
        for (const p of paths.elements) if (ts.isStringLiteral(p)) served.set(p.text, name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return served;
}

async function chooseRoute(root, requested) {
  const { routes, areas } = await loadRouteTable(root);
  const served = servedRoutes(root);
  const where = `a tabela de rotas (${files.routeTable})`;
  if (requested !== undefined) {
    const route = routes.find((r) => r.path === requested);
    if (!route) fail(`A rota "${requested}" não está n${where}.`);
    if (served.has(route.path))
      fail(`A rota "${route.path}" já é servida pelo módulo "${served.get(route.path)}".`);
    if (!route.area)
      fail(`A rota "${route.path}" é pública: um módulo precisa de uma rota com área.`);
    return { route, areaLabel: areas[route.area], chosen: false };
  }
  // The API of the area `me` is the person's own (the route sweep lets an Observador write
  // there), so workspace records do not belong under it.
  const route = routes.find((r) => r.area && r.area !== 'me' && !served.has(r.path));
  if (!route)
    fail(`Todas as rotas d${where} já têm um módulo: acrescente a nova à tabela primeiro.`);
  return { route, areaLabel: areas[route.area], chosen: true };
}

/**
 * What the other modules' contracts already claim: their realtime entities (a second
 * `task` would merge into flow's and share its query keys) and their endpoint paths.
 */
function claimedByContracts(root) {
  const src = path.join(root, 'packages/contracts/src');
  const entries = fs
    .readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(src, entry.name, 'index.ts'))
    .filter((file) => fs.existsSync(file));
  const program = ts.createProgram(entries, {
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const literal = (type) => (type.isStringLiteral() ? [type.value] : []);
  const realtime = program.getSourceFile(path.join(src, 'platform/realtime.ts'));
  const entitiesOf = realtime.statements.find(
    (s) => ts.isInterfaceDeclaration(s) && s.name.text === 'RealtimeEntities',
  );
  const entities = checker
    .getPropertiesOfType(checker.getTypeAtLocation(entitiesOf))
    .map((p) => p.name);
  const paths = entries.flatMap((file) => {
    const exported = checker.getExportsOfModule(
      checker.getSymbolAtLocation(program.getSourceFile(file)),
    );
    return exported
      .filter((symbol) => symbol.name.endsWith('Endpoints'))
      .flatMap((symbol) =>
        checker.getPropertiesOfType(checker.getTypeOfSymbol(symbol)).flatMap((endpoint) => {
          const type = checker.getTypeOfSymbol(endpoint);
          const pathProperty = type.getProperty('path');
          return pathProperty ? literal(checker.getTypeOfSymbol(pathProperty)) : [];
        }),
      );
  });
  return { entities: new Set(entities), paths };
}

function namesOf(name, route, areaLabel) {
  const words = name.split('-');
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return {
    name,
    Pascal: pascal,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    CONST: words.join('_').toUpperCase(),
    snake: words.join('_'),
    area: route.area,
    areaLabel,
    title: route.title,
    routePath: route.path,
    areaBase: `/api/app/${route.area}`,
    apiBase: `/api/app/${route.area}/${name}`,
  };
}

function render(text, names) {
  return text.replace(/\{\{(\w+)\}\}/g, (match, key) => {
    if (!(key in names)) throw new Error(`modelo com marcador desconhecido: ${match}`);
    return names[key];
  });
}

/** The server manifest with the module's import (in order) and its entry (last). */
function registerServer(text, names) {
  const source = sourceOf(files.serverManifest, text);
  const specifier = `./modules/${names.name}`;
  const moduleImports = source.statements
    .filter(ts.isImportDeclaration)
    .filter((i) => i.moduleSpecifier.text.startsWith('./modules/'));
  const after = moduleImports.findLast((i) => i.moduleSpecifier.text < specifier);
  const importAt = after ? after.end : (moduleImports[0]?.getStart(source) ?? 0);
  const importLine = `import { ${names.camel}Module } from '${specifier}';`;
  const list = findArray(source, 'modules');
  const entryAt = list.elements.end;
  const comma = list.elements.length > 0 && !list.elements.hasTrailingComma ? ',' : '';
  return insert(text, [
    [importAt, after ? `\n${importLine}` : `${importLine}\n`],
    [entryAt, `${comma}\n  ${names.camel}Module,`],
  ]);
}

/** The web manifest with the module's `webModule(…)` entry (last). */
function registerWeb(text, names) {
  const list = findArray(sourceOf(files.webManifest, text), 'webModules');
  const comma = list.elements.length > 0 && !list.elements.hasTrailingComma ? ',' : '';
  const entry =
    `webModule('${names.name}', ['${names.routePath}'], () => ` +
    `import('../features/${names.name}/screens')),`;
  return insert(text, [[list.elements.end, `${comma}\n  ${entry}`]]);
}

/** The array literal assigned to the exported `const <name>`. */
function findArray(source, name) {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
        let init = declaration.initializer;
        while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)))
          init = init.expression;
        if (init && ts.isArrayLiteralExpression(init)) return init;
      }
    }
  }
  throw new Error(`${source.fileName}: não achei o array \`${name}\``);
}

function insert(text, edits) {
  let out = text;
  for (const [at, piece] of [...edits].sort((a, b) => b[0] - a[0]))
    out = out.slice(0, at) + piece + out.slice(at);
  return out;
}

async function format(file, text) {
  const config = await prettier.resolveConfig(path.join(repo, 'package.json'));
  return prettier.format(text, { ...config, filepath: file });
}

/** The migration files drizzle-kit will write: `NNNN_<name>.sql`, its snapshot, the journal. */
function plannedMigration(root, snake) {
  const journal = JSON.parse(read(root, `${files.migrations}/meta/_journal.json`));
  const idx = String(journal.entries.length).padStart(4, '0');
  return {
    created: [
      `${files.migrations}/${idx}_${snake}.sql`,
      `${files.migrations}/meta/${idx}_snapshot.json`,
    ],
    modified: [`${files.migrations}/meta/_journal.json`],
  };
}

function listMigrationFiles(root) {
  const dir = path.join(root, files.migrations);
  return new Map(
    [
      ...fs.readdirSync(dir).map((f) => f),
      ...fs.readdirSync(path.join(dir, 'meta')).map((f) => `meta/${f}`),
    ]
      .filter((f) => f !== 'meta')
      .map((f) => [`${files.migrations}/${f}`, fs.readFileSync(path.join(dir, f), 'utf8')]),
  );
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const { name, root } = options;
  if (!name) fail('Falta o nome do módulo. Use: npm run new:module -- <nome> [--route <caminho>]');
  if (!NAME.test(name))
    fail(
      `Nome de módulo inválido: "${name}". Use kebab-case: letras minúsculas, números e hífens, ` +
        'começando por uma letra (ex.: mind-maps).',
    );
  const existing = moduleFolders(name).filter((folder) => fs.existsSync(path.join(root, folder)));
  if (existing.length)
    fail(`O módulo "${name}" já existe (${existing.join(', ')}). Escolha outro nome.`);

  const { route, areaLabel, chosen } = await chooseRoute(root, options.route);
  const names = namesOf(name, route, areaLabel);
  const claimed = claimedByContracts(root);
  if (claimed.entities.has(name))
    fail(
      `"${name}" já é uma entidade de tempo real de outro módulo (contracts). Escolha outro nome.`,
    );
  const taken = claimed.paths.find((p) => p === names.apiBase || p.startsWith(`${names.apiBase}/`));
  if (taken)
    fail(`${names.apiBase} já é usado pela API de outro módulo (${taken}). Escolha outro nome.`);
  console.log(
    `Módulo "${name}" na rota ${route.path} ("${route.title}", área ${route.area})` +
      (chosen
        ? ': a primeira rota que ainda mostra "Em breve" (escolha outra com --route).'
        : '.') +
      `\nAPI: ${names.apiBase}`,
  );

  const created = [];
  for (const [template, target] of layout) {
    const file = target.replaceAll('{name}', name);
    const text = render(fs.readFileSync(path.join(templates, template), 'utf8'), names);
    created.push([file, await format(file, text)]);
  }
  const modified = [
    [
      files.serverManifest,
      await format(files.serverManifest, registerServer(read(root, files.serverManifest), names)),
    ],
    [
      files.webManifest,
      await format(files.webManifest, registerWeb(read(root, files.webManifest), names)),
    ],
  ];

  if (options.dryRun) {
    const migration = options.migration
      ? plannedMigration(root, names.snake)
      : { created: [], modified: [] };
    console.log('\n--dry-run: nada foi escrito. Seriam criados:');
    for (const file of [...created.map(([f]) => f), ...migration.created])
      console.log(`  + ${file}`);
    console.log('Seriam alterados:');
    for (const file of [...modified.map(([f]) => f), ...migration.modified])
      console.log(`  ~ ${file}`);
    return;
  }

  for (const [file, text] of [...created, ...modified]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const createdFiles = created.map(([file]) => file);
  const modifiedFiles = modified.map(([file]) => file);

  if (options.migration) {
    const before = listMigrationFiles(root);
    const run = spawnSync('npm', ['run', 'db:generate', '--', '--name', names.snake], {
      cwd: root,
      stdio: 'inherit',
    });
    if (run.status !== 0)
      fail(
        `npm run db:generate falhou (acima). Os arquivos do módulo já foram criados: ` +
          `corrija e rode \`npm run db:generate -- --name ${names.snake}\`.`,
      );
    for (const [file, text] of listMigrationFiles(root)) {
      if (!before.has(file)) createdFiles.push(file);
      else if (before.get(file) !== text) modifiedFiles.push(file);
    }
  }

  console.log('\nCriados:');
  for (const file of createdFiles) console.log(`  + ${file}`);
  console.log('Alterados:');
  for (const file of modifiedFiles) console.log(`  ~ ${file}`);
  console.log(
    `\nPróximos passos: npx vitest run --project server apps/server/src/modules/${name} ` +
      `e npx vitest run --project web apps/web/src/features/${name}; a tela fica em ${route.path}.`,
  );
}

await main();
