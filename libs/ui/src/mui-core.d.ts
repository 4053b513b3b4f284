import type { MuiCoreModule } from '@yrkesbro/federation';

// mui-core.js is written by `npm run mui-core` (libs/federation/vite/mui-core.ts).
export declare const version: MuiCoreModule['version'];
export declare const core: MuiCoreModule['core'];
