import { matchPath } from 'react-router-dom';
import { ROUTE_TABLE } from '../routing/route-table.ts';
import { FOOTER_GROUPS } from './footer.tsx';

describe('the footer', () => {
  it('links only to pages the product has, each open to anyone', () => {
    for (const { to } of FOOTER_GROUPS.flatMap((group) => group.links)) {
      const route = ROUTE_TABLE.find((entry) => matchPath(entry.path, to));
      expect({ to, access: route?.access }).toEqual({ to, access: 'public' });
    }
  });
});
