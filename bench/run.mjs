// `npm run bench`: bundle sizes and API throughput on this machine, printed as numbers.
import { startTestSuite, STUDENT } from '../e2e/support/test-suite.mjs';
import { buildAll } from '../scripts/lib/suite.mjs';
import { bundleSizes } from './bundle-size.mjs';
import { measure } from './http-load.mjs';

await buildAll({ quiet: true });
console.log('Bundle sizes (gzip)');
for (const line of bundleSizes()) console.log(`  ${line}`);

const suite = await startTestSuite();
try {
  const api = `http://127.0.0.1:3100/api`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STUDENT),
  });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  console.log('\nAPI (32 concurrent connections, 5 s each; the client shares the 2 cores)');
  console.log(`  ${await measure('GET /api/health (database + Redis)', `${api}/health`)}`);
  console.log(
    `  ${await measure('GET /api/auth/me (JWT + user lookup)', `${api}/auth/me`, { headers: { cookie } })}`,
  );
  console.log(
    `  ${await measure('GET / through the shell server', suite.urls.shell, { concurrency: 8 })}`,
  );
} finally {
  await suite.stop();
}
