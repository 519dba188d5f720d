// `npm run check:boundaries`: the import rules of ARCHITECTURE.md, checked on the resolved
// import graph of the server, the web app and the contracts.
const server = '^apps/server/src/';
const modules = `${server}modules/`;

// Type-only imports (`import type`, `import('./x').T`) are erased from the JavaScript
// (verbatimModuleSyntax), so a cycle that needs one of them cannot change the order in which
// modules run or leave a binding undefined at start; it only means two files name each other's
// types (a row type and the presenter that shapes it). Any cycle made of runtime imports alone
// is an error.
const typeOnly = ['type-only', 'type-import'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'platform-imports-no-module',
      comment: 'O platform/ serve a todos os módulos e não importa nenhum (use o barramento).',
      severity: 'error',
      from: { path: `${server}platform/` },
      to: { path: modules },
    },
    {
      name: 'module-through-public-entry',
      comment: 'Um módulo usa outro só pela entrada pública dele: modules/<outro>/index.ts.',
      severity: 'error',
      from: { path: `${modules}([^/]+)/`, pathNot: '/schema\\.ts$' },
      to: {
        path: modules,
        pathNot: [`${modules}$1/`, `${modules}[^/]+/index\\.ts$`],
      },
    },
    {
      // A foreign key is a relation between tables, so a schema file may name another module's
      // tables — only through that module's table list (modules/<outro>/schema.ts), which its
      // index.ts would not do (importing index.ts from a schema pulls the routes into drizzle-kit).
      name: 'schema-through-schema-entry',
      comment: 'Um schema.ts usa tabelas de outro módulo só por modules/<outro>/schema.ts.',
      severity: 'error',
      from: { path: `${modules}([^/]+)/.*schema\\.ts$` },
      to: {
        path: modules,
        pathNot: [`${modules}$1/`, `${modules}[^/]+/(index|schema)\\.ts$`],
      },
    },
    {
      name: 'feature-imports-no-feature',
      comment: 'Uma feature do web não importa outra: use platform/ ou ui/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'contracts-import-no-app',
      comment: 'packages/contracts não importa nada do servidor nem do web.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-circular',
      comment: 'Importações em ciclo (só contam importações que existem em tempo de execução).',
      severity: 'error',
      from: { path: '^(apps/server/src|apps/web/src|packages/contracts/src)/' },
      to: {
        circular: true,
        dependencyTypesNot: typeOnly,
        viaOnly: { dependencyTypesNot: typeOnly },
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are part of the graph: the boundary rules apply to them too.
    tsPreCompilationDeps: true,
    // @orbita/contracts resolves through its package.json exports to its TypeScript source.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
    },
    reporterOptions: { text: { highlightFocused: false } },
  },
};
