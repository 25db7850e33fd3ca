import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rules that hold the direction of imports (eslint.config.js), tried on imports that break
// it, as files at the places named: `npm run lint` fails on each.
// The probes are files that do not exist, so no TypeScript project holds them: the type-aware rules,
// which are not about imports, are left out for them.
const TYPE_AWARE_RULES = [
  'no-floating-promises',
  'no-misused-promises',
  'no-unsafe-assignment',
  'no-unsafe-member-access',
  'no-unsafe-call',
  'no-unsafe-return',
  'no-unsafe-argument',
];
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: Object.fromEntries(TYPE_AWARE_RULES.map((rule) => [`@typescript-eslint/${rule}`, 'off'])),
  },
});

async function rulesBroken(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId);
}

// The first lint of a run loads the parser and the type-aware rules: seconds on a 2-core machine.
describe('import boundaries', { timeout: 30_000 }, () => {
  it.each([
    [
      'a feature importing another',
      'web/src/features/chat/probe.ts',
      "import '../journal/api/use-journal-entries';",
    ],
    [
      'a feature importing another through the alias',
      'web/src/features/chat/probe.ts',
      "import '@/features/journal/api/use-journal-entries';",
    ],
    ['a feature importing app/', 'web/src/features/chat/probe.ts', "import '../../app/routes/home';"],
    [
      'lib importing a feature through the alias',
      'web/src/lib/probe.ts',
      "import '@/features/chat/use-chat';",
    ],
    ['lib importing a feature', 'web/src/lib/probe.ts', "import '../features/chat/use-chat';"],
    ['a shared component importing app/', 'web/src/components/ui/probe.ts', "import '../../app/router';"],
    ['web importing functions', 'web/src/lib/probe.ts', "import '../../../functions/src/config';"],
    [
      'a service importing a route',
      'functions/src/services/probe.ts',
      "import '../routes/chatbot.schema.js';",
    ],
    ['functions importing web', 'functions/src/probe.ts', "import '../../web/src/config/env';"],
    ['domain importing functions', 'domain/probe.ts', "import '../functions/src/config';"],
    ['a script importing a route', 'scripts/probe.ts', "import '../functions/src/routes/account';"],
    ['functions importing a script', 'functions/src/data/probe.ts', "import '../../../scripts/admin-cli';"],
  ])('should refuse %s', async (_case, filePath, code) => {
    expect(await rulesBroken(filePath, code)).toContain('import-x/no-restricted-paths');
  });

  it('should allow a feature its own files, shared code and the domain', async () => {
    const code = [
      "import './api/stream-message';",
      "import '@/lib/api-client';",
      "import '@/components/ui/button';",
      "import '@domain/plans';",
    ].join('\n');
    expect(await rulesBroken('web/src/features/chat/probe.ts', code)).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it("should allow a script the functions' data and the domain", async () => {
    const code = ["import '../functions/src/data/account';", "import '../domain/plans';"].join('\n');
    expect(await rulesBroken('scripts/probe.ts', code)).not.toContain('import-x/no-restricted-paths');
  });

  it('should refuse an import cycle', async () => {
    // lib/auth/auth-context.ts is imported by the provider: importing the provider back closes a cycle.
    // The path is relative to that file, not to this one, so it is kept apart from the code around it.
    const provider = './firebase-auth-provider';
    const code = `import { FirebaseAuthProvider } from '${provider}';\nexport const provider = FirebaseAuthProvider;`;
    expect(await rulesBroken('web/src/lib/auth/auth-context.ts', code)).toContain('import-x/no-cycle');
  });
});
