export { BrowserRouter, MemoryRouter, Navigate, RouterProvider, useLocation, useNavigate, useSearchParams } from './router';
export type { NavigateFunction, NavigateOptions } from './router';
export { Link, type LinkProps } from './link';
export { createBrowserHistory, createMemoryHistory, type AppHistory, type AppLocation } from './history';
