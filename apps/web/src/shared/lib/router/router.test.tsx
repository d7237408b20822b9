import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from './link';
import {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  useLocation,
  useNavigate,
  useSearchParams,
  type NavigateFunction,
} from './router';

let navigateFromTest: NavigateFunction = () => undefined;

function Where() {
  const location = useLocation();
  const params = useSearchParams();
  navigateFromTest = useNavigate();
  return (
    <p data-testid="where">
      {location.pathname} {params.get('gameType') ?? '-'} {location.index}
    </p>
  );
}

describe('the router', () => {
  it('follows links without reloading, counting how deep the visitor is', async () => {
    render(
      <MemoryRouter initialPath="/m/home">
        <Link to="/m/gameCenter?gameType=RNG">Slots</Link>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home - 0');
    await userEvent.click(screen.getByRole('link', { name: 'Slots' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/gameCenter RNG 1');
    act(() => navigateFromTest(-1));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home - 0');
  });

  it('leaves modified clicks and other targets to the browser', async () => {
    render(
      <MemoryRouter initialPath="/m/home">
        <Link to="/m/vip" target="_blank">
          VIP
        </Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'VIP' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home');
  });

  it('redirects with Navigate, replacing the entry', () => {
    render(
      <MemoryRouter initialPath="/m/member/home">
        <Navigate to="/m/login" replace />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/m/login - 0');
  });

  it('keeps its position in the browser history state and follows popstate', () => {
    window.history.replaceState(null, '', '/m/home');
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home - 0');
    act(() => navigateFromTest('/m/activity'));
    expect(window.location.pathname).toBe('/m/activity');
    expect(screen.getByTestId('where')).toHaveTextContent('/m/activity - 1');
    act(() => {
      window.history.replaceState({ idx: 0, key: 'k', usr: null }, '', '/m/home');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home - 0');
  });
});
