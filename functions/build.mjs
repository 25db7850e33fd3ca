// Bundles the functions with the shared domain code into lib/, so the deployed source needs only
// the npm packages in package.json. tsconfig paths (@domain/*) are resolved by esbuild.
// `--watch` rebuilds on change (npm run dev).
import { context } from 'esbuild';

const ctx = await context({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
if (process.argv.includes('--watch')) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
