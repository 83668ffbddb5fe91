/**
 * `npm run new:route -- <area> <name> <METHOD> <path> <level> [--web <feature>]` writes the boilerplate
 * of a new HTTP route (CONTRIBUTING.md, "Adding a route and a screen"):
 *
 *   shared/api/routes/<area>.ts       the route's method, path and auth level (new area: + index.ts)
 *   shared/schemas/<area>.ts          its request and response schemas, to fill in
 *   shared/api/contracts/<area>.ts    the route bound to those schemas (new area: + index.ts)
 *   functions/http/<area>/<name>.ts   the handler, built from the contract
 *   functions/routes.ts               the route table's line (infra, the local gateway, the security suites)
 *   web/src/features/<feature>/api/<name>.ts   with --web: the typed client call as a React Query hook
 *
 * It refuses a path whose first segment no route stack names (infra/stacks/route-shards.ts), a name the
 * area already has, a method, level or path it does not know, and it never overwrites a file.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTE_SHARDS } from '../stacks/route-shards';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const LEVELS = ['public', 'visitor', 'api-key', 'signedIn', 'customer', 'trainer', 'agent', 'owner', 'admin'];

export interface NewRoute {
  /** camelCase area key, e.g. `leads`, `aiWebpages`; its files are kebab-case. */
  area: string;
  /** camelCase route name, e.g. `leadSummary`; its handler file is kebab-case. */
  name: string;
  method: (typeof METHODS)[number];
  path: string;
  auth: string;
  /** A web feature folder to write the client hook in. */
  web?: string;
}

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const pascal = (s: string) => s[0].toUpperCase() + s.slice(1);

export function parseArgs(argv: readonly string[]): NewRoute {
  const webAt = argv.indexOf('--web');
  const web = webAt >= 0 ? argv[webAt + 1] : undefined;
  const rest = webAt >= 0 ? [...argv.slice(0, webAt), ...argv.slice(webAt + 2)] : [...argv];
  const [area, name, method, routePath, auth] = rest;
  if (!area || !name || !method || !routePath || !auth) {
    throw new Error('usage: npm run new:route -- <area> <name> <METHOD> <path> <level> [--web <feature>]');
  }
  return { area, name, method: method.toUpperCase() as NewRoute['method'], path: routePath, auth, web };
}

function validate(r: NewRoute) {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(r.area)) throw new Error(`area '${r.area}': camelCase, e.g. leads or aiWebpages`);
  if (!/^[a-z][a-zA-Z0-9]*$/.test(r.name)) throw new Error(`name '${r.name}': camelCase, e.g. leadSummary`);
  if (!METHODS.includes(r.method)) throw new Error(`method '${r.method}': one of ${METHODS.join(', ')}`);
  if (!LEVELS.includes(r.auth)) throw new Error(`level '${r.auth}': one of ${LEVELS.join(', ')}`);
  if (!/^\/api\/[a-z0-9-]+(\/([a-z0-9-]+|\{[a-zA-Z]+\}))*$/.test(r.path)) {
    throw new Error(`path '${r.path}': /api/<segment>/…, parameters in braces: /api/leads/{id}`);
  }
  const segment = r.path.split('/')[2];
  if (!Object.values(ROUTE_SHARDS).some((s) => (s as readonly string[]).includes(segment))) {
    throw new Error(
      `'${segment}' is in no route stack: add it to one of ROUTE_SHARDS in infra/stacks/route-shards.ts first`,
    );
  }
}

/** Writes the files into `root` (the repo); returns the paths it wrote or changed, repo-relative. */
export function newRoute(root: string, r: NewRoute): string[] {
  validate(r);
  const file = kebab(r.area);
  const handlerFile = kebab(r.name);
  const at = (p: string) => path.join(root, p);
  const touched: string[] = [];
  const write = (p: string, text: string) => {
    mkdirSync(path.dirname(at(p)), { recursive: true });
    writeFileSync(at(p), text);
    touched.push(p);
  };
  const create = (p: string, text: string) => {
    if (existsSync(at(p))) throw new Error(`${p} exists already: the generator never overwrites a file`);
    write(p, text);
  };
  const params = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const hasBody = r.method !== 'GET' && r.method !== 'DELETE';
  const schemaNames = {
    params: params.length ? `${r.name}Params` : undefined,
    body: hasBody ? `${r.name}Body` : undefined,
    response: `${r.name}Response`,
  };

  // 1. the route's facts
  const routesPath = `shared/api/routes/${file}.ts`;
  const facts = `  ${r.name}: { method: '${r.method}', path: '${r.path}', auth: '${r.auth}' },\n`;
  if (existsSync(at(routesPath))) {
    const text = readFileSync(at(routesPath), 'utf8');
    if (new RegExp(`\\b${r.name}:`).test(text)) throw new Error(`${routesPath} has a route named ${r.name} already`);
    write(routesPath, text.replace(/\n\}\);\s*$/, `\n${facts}});\n`));
  } else {
    create(
      routesPath,
      `import { defineRoutes } from '../route';\n\n/** ${r.area}: functions/http/${file}/ serves these (functions/routes.ts). */\nexport const ${r.area} = defineRoutes('${r.area}', {\n${facts}});\n`,
    );
    addExport('shared/api/routes/index.ts', `export { ${r.area} } from './${file}';`);
  }

  // 2. its wire shapes, to fill in
  const schemasPath = `shared/schemas/${file}.ts`;
  const schemaText = [
    schemaNames.params &&
      `/** ${r.method} ${r.path}: the path's parameters. */\nexport const ${schemaNames.params} = z\n  .object({ ${params.map((p) => `${p}: z.string().min(1).max(64)`).join(', ')} })\n  .strict();\n`,
    schemaNames.body &&
      `/** ${r.method} ${r.path}: what the caller sends. Name every field and its limits. */\nexport const ${schemaNames.body} = z.object({}).strict();\n`,
    `/** ${r.method} ${r.path}: what the route answers (the handler's output is parsed with it). */\nexport const ${schemaNames.response} = z.object({});\nexport type ${pascal(r.name)}Response = z.output<typeof ${schemaNames.response}>;\n`,
  ]
    .filter(Boolean)
    .join('\n');
  if (existsSync(at(schemasPath))) {
    const text = readFileSync(at(schemasPath), 'utf8');
    write(schemasPath, `${text.trimEnd()}\n\n${schemaText}`);
  } else {
    create(schemasPath, `import * as z from 'zod';\n\n${schemaText}`);
  }

  // 3. the route bound to its shapes
  const contractsPath = `shared/api/contracts/${file}.ts`;
  const used = Object.values(schemaNames).filter(Boolean) as string[];
  const binding = `  ${r.name}: { ${Object.entries(schemaNames)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ')} },\n`;
  const importLine = `import { ${used.join(', ')} } from '../../schemas/${file}';\n`;
  if (existsSync(at(contractsPath))) {
    const text = readFileSync(at(contractsPath), 'utf8');
    write(contractsPath, importLine + text.replace(/\n\}\);\s*$/, `\n${binding}});\n`));
  } else {
    create(
      contractsPath,
      `${importLine}import { withSchemas } from '../route';\nimport { ${r.area} as routes } from '../routes/${file}';\n\n/** ${r.area}: each route of routes/${file}.ts with its schemas. */\nexport const ${r.area} = withSchemas(routes, {\n${binding}});\n`,
    );
    addExport('shared/api/contracts/index.ts', `export { ${r.area} } from './${file}';`);
  }

  // 4. the handler
  create(
    `functions/http/${file}/${handlerFile}.ts`,
    `import { ${r.area} } from '@shared/api/contracts/${file}';\nimport { http } from '../../kit/http';\n\n/** ${r.method} ${r.path} — say what it does for whom. The logic lives in functions/core/<domain>/. */\nexport const handler = http(${r.area}.${r.name}, async () => {\n  // take what the contract gives ({ session, params, body }) and call functions/core/<domain>/\n  return {};\n});\n`,
  );

  // 5. the route table
  const table = readFileSync(at('functions/routes.ts'), 'utf8');
  const line = `  h(api.${r.area}.${r.name}, '${file}/${handlerFile}'),\n`;
  const lines = table.split('\n');
  const start = lines.findIndex((l) => l.startsWith('export const httpRoutes'));
  const end = lines.findIndex((l, i) => i > start && l === '];');
  let last = -1;
  for (let i = start; i < end; i++) if (lines[i].includes(`h(api.${r.area}.`)) last = i;
  // a route's entry may run over several lines: insert after the call it belongs to closes
  let insertAt = end;
  if (last >= 0) {
    insertAt = last + 1;
    if (!/\),\s*$/.test(lines[last])) while (insertAt < end && !/^ {2}\),\s*$/.test(lines[insertAt - 1])) insertAt++;
  }
  lines.splice(insertAt, 0, line.trimEnd());
  write('functions/routes.ts', lines.join('\n'));

  // 6. the web's typed call
  if (r.web) {
    const hook = `use${pascal(r.name)}`;
    const webText =
      r.method === 'GET'
        ? `import { useQuery } from '@tanstack/react-query';\nimport { ${r.area} } from '@shared/api/routes/${file}';\nimport { api } from '../../../lib/api-client';\n\n/** ${r.method} ${r.path} through the typed client (its path and level come from the contract). */\nexport function ${hook}(${schemaNames.params ? `params: { ${params.map((p) => `${p}: string`).join('; ')} }` : ''}) {\n  return useQuery({\n    queryKey: ['${r.area}', '${r.name}'${schemaNames.params ? ', params' : ''}],\n    queryFn: () => api.call(${r.area}.${r.name}${schemaNames.params ? ', { params }' : ''}),\n  });\n}\n`
        : `import { useMutation, useQueryClient } from '@tanstack/react-query';\nimport { ${r.area} } from '@shared/api/routes/${file}';\nimport { api, type CallInput } from '../../../lib/api-client';\n\n/** ${r.method} ${r.path} through the typed client; refreshes the area's queries when it succeeds. */\nexport function ${hook}() {\n  const queryClient = useQueryClient();\n  return useMutation({\n    mutationFn: (input: CallInput<typeof ${r.area}.${r.name}>) => api.call(${r.area}.${r.name}, input),\n    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['${r.area}'] }),\n  });\n}\n`;
    create(`web/src/features/${r.web}/api/${handlerFile}.ts`, webText);
  }
  return touched;

  function addExport(p: string, exportLine: string) {
    const text = readFileSync(at(p), 'utf8');
    const exports = text.split('\n').filter((l) => l.startsWith('export {'));
    const sorted = [...exports, exportLine].sort((a, b) => a.localeCompare(b));
    const head = text.split('\n').filter((l) => !l.startsWith('export {'));
    write(p, `${head.join('\n').trimEnd()}\n\n${sorted.join('\n')}\n`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    const r = parseArgs(process.argv.slice(2));
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const touched = newRoute(root, r);
    console.log(`${r.method} ${r.path} (${r.auth}) added:\n${touched.map((t) => `  ${t}`).join('\n')}`);
    console.log(
      [
        '',
        'Next (CONTRIBUTING.md, "Adding a route and a screen"):',
        `  1. fill in the schemas in shared/schemas/${kebab(r.area)}.ts (every field with its limits)`,
        '  2. put the logic in functions/core/<domain>/ and call it from the handler',
        "  3. declare in functions/routes.ts what the function may touch (access: ['table:write', …])",
        '  4. an integration test beside the handler; the security suites already cover the route',
        '  5. the screen: a page under web/src/features/<feature>/routes/, its line in web/src/app/routes.tsx',
        '     and, for a dashboard screen, its sidebar entry in web/src/features/dashboard/sidebar-entries.ts',
      ].join('\n'),
    );
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
}
