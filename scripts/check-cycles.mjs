#!/usr/bin/env node
// No import cycles in any package's source (issue 9: the router and the shell once imported each
// other). Type-only imports count too: a cycle of types is still two modules that know each other.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['design-system/src', 'api-client/src', 'api-server/src', 'crm-app/src'];

let cycles = 0;
for (const folder of packages) {
  const result = await madge(join(root, folder), {
    fileExtensions: ['ts', 'tsx'],
    excludeRegExp: [/\.d\.ts$/],
    // The app's `@/` alias, resolved as TypeScript does.
    tsConfig: {
      compilerOptions: {
        baseUrl: join(root, 'crm-app'),
        paths: { '@/*': ['./src/*'] },
        moduleResolution: 'node',
      },
    },
  });
  const skipped = result.warnings().skipped.filter((name) => name.startsWith('@/') || name.startsWith('.'));
  if (skipped.length > 0) {
    console.error(`${folder}: imports that could not be resolved: ${skipped.join(', ')}`);
    cycles += skipped.length;
  }
  const found = result.circular();
  for (const cycle of found) console.error(`${folder}: import cycle: ${[...cycle, cycle[0]].join(' -> ')}`);
  console.log(`${folder}: ${Object.keys(result.obj()).length} modules, ${found.length} import cycles`);
  cycles += found.length;
}
process.exit(cycles === 0 ? 0 : 1);
