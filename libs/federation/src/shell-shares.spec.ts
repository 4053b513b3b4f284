import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_SHARE_NAMES, SHELL_SHARES, shellShareConfig } from './shell-shares.ts';

// Our own libraries' manifests are not among their exports; they sit beside this one.
function installedVersion(name: string): string {
  const manifest = name.startsWith('@yrkesbro/')
    ? path.resolve(__dirname, '../..', name.slice('@yrkesbro/'.length), 'package.json')
    : require.resolve(`${name}/package.json`);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

test.each(SHELL_SHARE_NAMES)('%s is shared as the release the apps are built with', (name) => {
  expect(SHELL_SHARES[name].version).toBe(installedVersion(name));
});

test("a library's remotes take a newer release of it, not an older or the next major", () => {
  expect(shellShareConfig('react')).toEqual({ singleton: true, requiredVersion: '^19.3.1' });
  expect(shellShareConfig('@emotion/styled')).toEqual({
    singleton: true,
    requiredVersion: '^11.14.1',
  });
});

test('our own libraries, released with the shell, are taken at any version', () => {
  expect(shellShareConfig('@yrkesbro/api-client')).toEqual({
    singleton: true,
    requiredVersion: '*',
  });
});
