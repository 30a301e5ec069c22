// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_ROUTER_OPTIONS } from '../app.tsx';
import { NavigationProgress } from './navigation-progress.tsx';

afterEach(cleanup);

describe('the navigation progress bar', () => {
  it('shows while the next page’s code loads inside the navigation’s transition, and goes when the page is in', async () => {
    let arrive: () => void = () => undefined;
    const nextPage = new Promise<void>((resolve) => (arrive = resolve));
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <NavigationProgress />
            <Link to="/next">Next</Link>
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>First page</p> },
          {
            path: 'next',
            lazy: async () => {
              await nextPage;
              return { Component: () => <p>Next page</p> };
            },
          },
        ],
      },
    ]);
    const user = userEvent.setup();
    render(<RouterProvider router={router} {...APP_ROUTER_OPTIONS} />);
    expect(screen.queryByRole('progressbar')).toBeNull();

    // The link navigates in a React transition, which holds until the page's code is in: the
    // router shows its loading state through React's optimistic state (useOptimistic) meanwhile.
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
    expect(screen.getByText('First page')).toBeTruthy();

    await act(async () => arrive());
    expect(await screen.findByText('Next page')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
