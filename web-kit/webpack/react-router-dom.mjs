// What every app imports from 'react-router-dom', and only that: the federation shares this module
// as 'react-router-dom' (shared-singletons.js). A shared module is never tree-shaken, so sharing
// the package itself shipped all of React Router 7 (data routers, server rendering, cookies:
// 54 KB on the wire); through these named re-exports webpack drops what no app uses. An import
// of a name missing here fails shared-singletons.test.js.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
