// The router every app uses, from this one shared module instead of sharing react-router-dom
// whole: a shared package is bundled with everything it exports (71 KiB compressed), while these
// re-exports keep only what the apps use (16 KiB). Apps must import the router from here, never
// from react-router-dom, or they would bundle a second router whose context this one can't see
// (the lint rule `no-restricted-imports` says so).
export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location } from 'react-router-dom';
