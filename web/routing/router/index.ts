export type { History, MemoryHistory, NavigationType, RouterLocation } from './history';
export { createBrowserHistory, createMemoryHistory, hrefOf, parsePath } from './history';
export type { LinkProps } from './react';
export {
  Link,
  Navigate,
  ParamsProvider,
  RouterProvider,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from './react';
export type { Resolution, Resolve, Router, RouterOptions, RouterState } from './router';
export { createRouter } from './router';
