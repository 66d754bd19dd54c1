import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import path from 'node:path';
import globals from 'globals';

/**
 * Features never import other features (ARCHITECTURE.md): a file under `<side>/src/features/<a>/`
 * may not import from `<side>/src/features/<b>/`. They are composed in app.ts / route files.
 */
const featureBoundaries = {
  meta: { type: 'problem', messages: { cross: 'La feature "{{from}}" no puede importar la feature "{{to}}".' } },
  create(context) {
    const file = context.filename;
    const m = /[/\\]src[/\\]features[/\\]([^/\\]+)[/\\]/.exec(file);
    if (!m) return {};
    const from = m[1];
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const t = /[/\\]src[/\\]features[/\\]([^/\\]+)/.exec(target);
      if (t && t[1] !== from) context.report({ node, messageId: 'cross', data: { from, to: t[1] } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'bench/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'local/feature-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Every text field of the contract refuses control characters (PostgreSQL cannot store NUL): start from
    // safeString(), or secretString() for a password, never a bare z.string().
    files: ['contract/src/**/*.ts'],
    ignores: ['contract/src/validation.ts', 'contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: 'Use safeString() (o secretString() para contraseñas) de validation.ts, no z.string().',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.test.ts', '**/test/**/*.ts', 'web/e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', '*.js', 'bench/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
