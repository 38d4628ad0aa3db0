export type { History, NavigationType, RouterLocation } from './history';
export { createBrowserHistory, createMemoryHistory, hrefOf, parsePath } from './history';
export type { Blocker, LinkProps } from './react';
export {
  Link,
  Navigate,
  ParamsProvider,
  RouterProvider,
  useBlocker,
  useLocation,
  useNavigate,
  useNavigating,
  useNavigationType,
  useParams,
  useSearchParams,
} from './react';
export type { NavigateOptions, Resolution, Resolve, Router, RouterOptions, RouterState } from './router';
export { createRouter } from './router';
export { ScrollRestoration } from './scroll';
