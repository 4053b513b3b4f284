import { matchRoutes } from '@yrkesbro/ui';
import { remotePageMatching } from './route-match.ts';
import { ROUTE_TABLE } from './route-table.ts';

// What <Routes> shows at an address: the router's own matching of the same table.
function routerTargetAt(pathname: string) {
  const target = matchRoutes(ROUTE_TABLE, pathname)?.[0]?.route.target;
  return target && 'remote' in target ? target : undefined;
}

const ADDRESSES = [
  ...ROUTE_TABLE.map((route) => route.path.replace(/:\w+/g, 'abc-123')),
  '/jobs/search',
  '/jobs/3f1c2d5e-0000-4000-8000-000000000000',
  '/jobs/42/apply',
  '/assessments/progress',
  '/assessments/7',
  '/assessments/7/results',
  '/profile/edit',
  '/profile/a-uuid',
  '/business/jobs/create',
  '/business/jobs/x/edit',
  '/categories/elektro',
  '/categories/elektro/',
  '/calendar',
  '/login',
  '/no/such/page',
  '/jobs/a/b/c',
];

describe('remotePageMatching', () => {
  it.each(ADDRESSES)('finds the page the router finds at %s', (address) => {
    expect(remotePageMatching(ROUTE_TABLE, address)).toEqual(routerTargetAt(address));
  });

  it('finds a remote page where there is one', () => {
    expect(remotePageMatching(ROUTE_TABLE, '/jobs/search')).toEqual({
      remote: 'mf_student',
      page: 'jobs',
    });
    expect(remotePageMatching(ROUTE_TABLE, '/students')).toEqual({
      remote: 'mf_business',
      page: 'students',
    });
  });
});
