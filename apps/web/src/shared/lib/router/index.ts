export {
  BrowserRouter,
  MemoryRouter,
  ServerRouter,
  Navigate,
  useLocation,
  useNavigate,
  useSearchParams,
} from './router';
export type { AppLocation, NavigateFunction, NavigateOptions } from './router';
export { Link, type LinkProps } from './link';
