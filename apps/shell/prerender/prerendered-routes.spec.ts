import { matchPath } from 'react-router-dom';
import { ROUTE_TABLE } from '../src/routing/route-table.ts';
import { prerenderedRoutes } from './prerendered-routes.ts';

describe('prerenderedRoutes', () => {
  it('are pages of the route table that a signed-out visitor may open', () => {
    for (const route of prerenderedRoutes()) {
      const entry = ROUTE_TABLE.find(({ path }) => matchPath(path, route));
      expect([route, entry?.access]).toEqual([route, expect.stringMatching(/^(public|guest)$/)]);
    }
  });

  it('include every career category', () => {
    expect(prerenderedRoutes().filter((route) => route.startsWith('/categories/'))).toHaveLength(
      10,
    );
  });
});
