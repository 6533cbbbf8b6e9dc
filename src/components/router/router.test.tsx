// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { NavLink } from '#src/components/link/link.tsx';
import { memoryRouter } from '#src/test/memory-router.tsx';
import {
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router.tsx';

function Layout() {
  return (
    <div>
      <p>Cabeçalho</p>
      <Outlet />
    </div>
  );
}

function Product() {
  return <p>Produto {useParams().id}</p>;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** The admin's own table, below /admin/ (as src/app/admin-routes.tsx). */
function AdminRoutes() {
  return (
    <Routes>
      <Route path="dashboard" element={<p>Painel</p>} />
      <Route path="products/edit/:id" element={<Product />} />
      <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
    </Routes>
  );
}

function Site() {
  return (
    <>
      <Routes>
        <Route path="/admin/*" element={<AdminRoutes />} />
        <Route path="/" element={<Layout />}>
          <Route index element={<p>Início</p>} />
          <Route path="loja/produto/:id" element={<Product />} />
          {['sobre', 'blog'].map((path) => (
            <Route key={path} path={path} element={<p>Página {path}</p>} />
          ))}
        </Route>
      </Routes>
      <Where />
    </>
  );
}

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Site />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('Routes', () => {
  it('shows the page inside its layout, with its params', () => {
    at('/loja/produto/12');
    expect(screen.getByText('Cabeçalho')).toBeInTheDocument();
    expect(screen.getByText('Produto 12')).toBeInTheDocument();
  });

  it('takes routes from arrays and shows the index route at the layout’s own path', () => {
    at('/blog');
    expect(screen.getByText('Página blog')).toBeInTheDocument();
    cleanup();
    at('/');
    expect(screen.getByText('Início')).toBeInTheDocument();
  });

  it('matches routes inside a splat route relative to it, and redirects with <Navigate>', async () => {
    at('/admin/products/edit/4');
    expect(screen.getByText('Produto 4')).toBeInTheDocument();
    expect(screen.queryByText('Cabeçalho')).not.toBeInTheDocument();
    cleanup();
    at('/admin/qualquer');
    expect(await screen.findByText('Painel')).toBeInTheDocument();
    expect(screen.getAllByTestId('where').at(-1)).toHaveTextContent('/admin/dashboard');
  });

  it('renders nothing for a URL no route answers', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/nada']}>
        <Routes>
          <Route path="/loja" element={<p>Loja</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('refuses anything but <Route> as a child', () => {
    expect(() =>
      renderToString(
        <StaticRouter location="/">
          <Routes>
            <p>Intruso</p>
          </Routes>
        </StaticRouter>,
      ),
    ).toThrow('Only <Route> elements may be children of <Routes>.');
  });
});

describe('StaticRouter', () => {
  it('renders its one place and never navigates (a redirect is left to the browser)', () => {
    const html = renderToString(
      <StaticRouter location="/admin/qualquer?x=1">
        <Site />
      </StaticRouter>,
    );
    expect(html).toContain('/admin/qualquer?x=1');
  });
});

describe('useNavigate and useSearchParams', () => {
  function Controls() {
    const navigate = useNavigate();
    const [params, setParams] = useSearchParams();
    return (
      <>
        <p>Página {params.get('page') ?? '1'}</p>
        <button onClick={() => setParams((current) => ({ ...Object.fromEntries(current), page: '2' }))}>
          Seguinte
        </button>
        <button onClick={() => setParams({}, { replace: true })}>Limpar</button>
        <button onClick={() => navigate('/sobre', { state: { from: 'loja' } })}>Sobre</button>
        <button onClick={() => navigate(-1)}>Voltar</button>
      </>
    );
  }

  it('changes the query of this page, moves to another and back', () => {
    const router = memoryRouter([{ path: '*', element: <Controls /> }], {
      initialEntries: ['/loja?search=gel'],
    });
    render(router.app);
    fireEvent.click(screen.getByRole('button', { name: 'Seguinte' }));
    expect(screen.getByText('Página 2')).toBeInTheDocument();
    expect(router.history.location).toMatchObject({ pathname: '/loja', search: '?search=gel&page=2' });
    expect(router.history.action).toBe('PUSH');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(router.history.location.search).toBe('');
    expect(router.history.action).toBe('REPLACE');
    fireEvent.click(screen.getByRole('button', { name: 'Sobre' }));
    expect(router.history.location).toMatchObject({ pathname: '/sobre', state: { from: 'loja' } });
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(router.history.location.pathname).toBe('/loja');
  });
});

describe('Link and NavLink', () => {
  const links = (
    <nav>
      <NavLink to="/">Início</NavLink>
      <NavLink to="/loja" className={({ isActive }) => (isActive ? 'aqui' : 'ali')}>
        Loja
      </NavLink>
      <NavLink to="/loja" end className="menu">
        Só a loja
      </NavLink>
    </nav>
  );

  it('says which link leads to the page shown', () => {
    const router = memoryRouter([{ path: '*', element: links }], { initialEntries: ['/loja/cores'] });
    render(router.app);
    const shop = screen.getByRole('link', { name: 'Loja' });
    expect(shop).toHaveAttribute('href', '/loja');
    expect(shop).toHaveAttribute('aria-current', 'page');
    expect(shop).toHaveClass('aqui');
    expect(screen.getByRole('link', { name: 'Só a loja' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Só a loja' })).toHaveClass('menu', { exact: true });
    expect(screen.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
  });

  it('moves inside the app on a plain click, and leaves a modified click to the browser', () => {
    const router = memoryRouter([{ path: '*', element: links }], { initialEntries: ['/sobre'] });
    render(router.app);
    fireEvent.click(screen.getByRole('link', { name: 'Loja' }), { ctrlKey: true });
    expect(router.history.location.pathname).toBe('/sobre');
    fireEvent.click(screen.getByRole('link', { name: 'Loja' }));
    expect(router.history.location.pathname).toBe('/loja');
    expect(router.history.action).toBe('PUSH');
    expect(screen.getByRole('link', { name: 'Só a loja' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Só a loja' })).toHaveClass('menu active');
    // A link to the page shown replaces its entry rather than adding the same page again.
    fireEvent.click(screen.getByRole('link', { name: 'Loja' }));
    expect(router.history.action).toBe('REPLACE');
  });
});
