import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { layersRule } from './eslint/layers.js';

const BARE_PATH =
  "An in-app path goes through useAppPath(): path('/…') (the router has no basename).";

// the router has no basename: an in-app path written bare leaves the app (docs/decisions.md)
const BARE_PATHS = [
  ...['to', 'href', 'rowClick'].flatMap((prop) => [
    {
      selector: `JSXAttribute[name.name='${prop}'] > Literal[value=/^\\//]`,
      message: BARE_PATH,
    },
    {
      selector: `JSXAttribute[name.name='${prop}'] > JSXExpressionContainer > :matches(Literal[value=/^\\//], TemplateLiteral[quasis.0.value.raw=/^\\//])`,
      message: BARE_PATH,
    },
  ]),
  {
    selector: `CallExpression[callee.name=/^(navigate|redirect)$/] > :matches(Literal[value=/^\\//], TemplateLiteral[quasis.0.value.raw=/^\\//]):first-child`,
    message: BARE_PATH,
  },
];

// the engine names no module (issue 46): no module's name, table or wire word in its code (its
// comments may give examples); what a module is, it says through its declaration and plugs
const MODULE_WORD =
  'ekak|sankalp|swayamsevak|sanghik|gathering|volunteer|utsav|bhaugolik|samajik|vividh|abhiyan|yashogatha|karyakram';
const NAMES_NO_MODULE = ['Identifier[name', 'Literal[value', 'TemplateElement[value.raw'].map(
  (node) => ({
    selector: `${node}=/${MODULE_WORD}/i]`,
    message: 'The engine names no module: read it from the declaration or a plug (issue 46).',
  }),
);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'playwright-report', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // the router has no basename: an in-app path written bare leaves the app (docs/decisions.md)
      'no-restricted-syntax': ['error', ...BARE_PATHS],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', '@mui/*', 'fastify', 'kysely', 'pg', '@electric-sql/*'] },
      ],
    },
  },
  {
    // imports run down the layers and the engine imports no module package (issue 46)
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}'],
    plugins: { tree: { rules: { layers: layersRule } } },
    rules: { 'tree/layers': 'error' },
  },
  {
    files: ['server/engine/**/*.ts', 'src/domain/engine/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...NAMES_NO_MODULE] },
  },
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...BARE_PATHS, ...NAMES_NO_MODULE] },
  },
);
