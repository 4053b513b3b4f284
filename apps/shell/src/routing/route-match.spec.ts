import { matchRoutes } from '@yrkesbro/ui';
import { remotePageMatching, routeMatching, routeParams } from './route-match.ts';
import { ROUTE_TABLE } from './route-table.ts';

// What <Routes> shows at an address: the router's own matching of the same table.
const routerRouteAt = (pathname: string) => matchRoutes(ROUTE_TABLE, pathname)?.[0]?.route;

function routerTargetAt(pathname: string) {
  const target = routerRouteAt(pathname)?.target;
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
  // Letters in either case, encoded characters, and a malformed encoding, which the router
  // leaves as it is.
  '/FAQ',
  '/Jobs/Search',
  '/categories/Elektro',
  '/categories/bygg%20og%20anlegg',
  '/%6Aobs/search',
  '/jobs/%E0%A4%A',
  '/jobs/a%2Fb',
  '/jobs/3F1C2D5E-0000-4000-8000-000000000000',
  '/%E0%A4%A/search',
];

describe('routeMatching', () => {
  it.each(ADDRESSES)('finds the route the router finds at %s', (address) => {
    expect(routeMatching(ROUTE_TABLE, address)).toBe(routerRouteAt(address));
  });
});

describe('routeParams', () => {
  it.each(ADDRESSES)("gives the page at %s the router's parameters", (address) => {
    const entry = routeMatching(ROUTE_TABLE, address);
    const match = matchRoutes(ROUTE_TABLE, address)?.[0];
    expect(entry && routeParams(entry, address)).toEqual(match?.params);
  });

  it('names each parameter of the route', () => {
    const entry = routeMatching(ROUTE_TABLE, '/jobs/42/apply');
    expect(entry && routeParams(entry, '/jobs/42/apply')).toEqual({ id: '42' });
  });
});

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
