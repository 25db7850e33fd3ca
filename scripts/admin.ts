// `npm run admin -- <command>`: the operators' script (docs/operations.md). The commands are in
// admin-cli.ts; `npm run admin -- --help` lists them.
import { runAdmin } from './admin-cli';

process.exitCode = await runAdmin(process.argv.slice(2));
