import { readFileSync } from 'node:fs';
import {
  ON_DEMAND_SHARE_NAMES,
  ON_DEMAND_SHARES,
  onDemandShareConfig,
} from './on-demand-shares.ts';

test.each(ON_DEMAND_SHARE_NAMES)('%s is shared as the release the apps are built with', (name) => {
  const installed = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
    version: string;
  };
  expect(ON_DEMAND_SHARES[name].version).toBe(installed.version);
  expect(onDemandShareConfig(name)).toEqual({
    singleton: true,
    requiredVersion: `^${installed.version}`,
  });
});
