// Global stylesheets: only the shell has them (body, cursor, splash). CSS Modules and assets are
// typed for every app in web-kit/types/asset-modules.d.ts.
declare module '*.css';
