import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserHistory, createMemoryHistory } from './history';
import { Link } from './link';
import { Navigate, RouterProvider, useLocation, useSearchParams } from './router';

function Where() {
  const location = useLocation();
  const params = useSearchParams();
  return (
    <p data-testid="where">
      {location.pathname} {params.get('gameType') ?? '-'} {location.index}
    </p>
  );
}

describe('the router', () => {
  it('follows links without reloading, counting how deep the visitor is', async () => {
    const history = createMemoryHistory('/m/home');
    render(
      <RouterProvider history={history}>
        <Link to="/m/gameCenter?gameType=RNG">Slots</Link>
        <Where />
      </RouterProvider>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home - 0');
    await userEvent.click(screen.getByRole('link', { name: 'Slots' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/gameCenter RNG 1');
    act(() => history.go(-1));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home - 0');
  });

  it('leaves modified clicks and other targets to the browser', async () => {
    const history = createMemoryHistory('/m/home');
    render(
      <RouterProvider history={history}>
        <Link to="/m/vip" target="_blank">
          VIP
        </Link>
        <Where />
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'VIP' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home');
  });

  it('redirects with Navigate, replacing the entry', () => {
    const history = createMemoryHistory('/m/member/home');
    render(
      <RouterProvider history={history}>
        <Navigate to="/m/login" replace />
        <Where />
      </RouterProvider>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/m/login - 0');
  });

  it('keeps its position in the browser history state and follows popstate', () => {
    window.history.replaceState(null, '', '/m/home');
    const history = createBrowserHistory();
    expect(history.location().index).toBe(0);
    history.push('/m/activity');
    expect(window.location.pathname).toBe('/m/activity');
    expect(history.location().index).toBe(1);
    window.history.replaceState({ idx: 0, key: 'k', usr: null }, '', '/m/home');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(history.location()).toMatchObject({ pathname: '/m/home', index: 0 });
  });
});
