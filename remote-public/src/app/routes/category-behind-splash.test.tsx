import { Activity } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Category, RemoteAppProps } from '@threadline/contracts';
import { RemoteProvider } from '@threadline/web-kit/remote-context';
import { createFakeApi } from '@threadline/web-kit/testing/create-fake-api';
import { CategoryRoute } from './category';
import { TEST_API_URL } from '../../testing/render';

const shirts: Category = {
  key: 'shirts',
  title: 'Shirts',
  description: 'Oxford, poplin and linen shirts cut to your block.',
  image: 'https://img.example/shirts.webp',
  icon: 'Shirt',
  galleryImages: [],
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** The category page as the shell renders it: hidden behind the start-up splash, then shown. */
function CategoryBehindSplash({ props, hidden }: { props: RemoteAppProps; hidden: boolean }) {
  return (
    <MemoryRouter initialEntries={['/products/shirts']}>
      <RemoteProvider value={props}>
        <Activity mode={hidden ? 'hidden' : 'visible'}>
          <Routes>
            <Route path="/products/:category" element={<CategoryRoute />} />
          </Routes>
        </Activity>
      </RemoteProvider>
    </MemoryRouter>
  );
}

describe('a page rendered behind the splash', () => {
  it('asks for its data while hidden and shows it at once, without asking again', async () => {
    const api = createFakeApi({ 'GET /categories/shirts': { data: shirts } });
    const props: RemoteAppProps = {
      api,
      apiUrl: TEST_API_URL,
      user: null,
      isAdmin: false,
      logout: async () => undefined,
      lockPageScroll: () => () => undefined,
    };
    const view = render(<CategoryBehindSplash props={props} hidden />);
    await act(async () => undefined);
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /categories/shirts',
    ]);

    view.rerender(<CategoryBehindSplash props={props} hidden={false} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Shirts Collection' })).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });
});
