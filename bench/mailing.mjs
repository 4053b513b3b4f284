// `npm run bench:mailing`: a group mailing to 10 000 students (group-mailing.mjs), printed as
// numbers. Exits non-zero only when a copy is missing or caught twice.
import { buildAll } from '../scripts/lib/suite.mjs';
import { measureGroupMailing } from './group-mailing.mjs';

await buildAll({ quiet: true });
const { complete } = await measureGroupMailing();
if (!complete) {
  console.error('Utsendingen kom ikke fram til alle mottakerne nøyaktig én gang.');
  process.exitCode = 1;
}
