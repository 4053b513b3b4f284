// `npm run bench:sockets`: live message delivery to 1 000 signed-in chat clients
// (live-delivery.mjs), printed as numbers. Exits non-zero only when a client cannot connect or a
// message never arrives.
import { parseArgs } from 'node:util';
import { buildAll } from '../scripts/lib/suite.mjs';
import { measureLiveDelivery } from './live-delivery.mjs';

const { values: options } = parseArgs({
  options: {
    pairs: { type: 'string', default: '500' },
    'per-pair': { type: 'string', default: '10' },
    rate: { type: 'string', default: '300' },
  },
});
await buildAll({ quiet: true });
const { failed } = await measureLiveDelivery({
  pairs: Number(options.pairs),
  perPair: Number(options['per-pair']),
  rate: Number(options.rate),
});
process.exitCode = failed ? 1 : 0;
