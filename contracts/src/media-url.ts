/** Image paths the API stores may be absolute or relative to the API; make them loadable. */
export function resolveMediaUrl(apiUrl: string, source: string): string {
  if (!source || /^(https?:|data:|blob:)/i.test(source)) return source;
  const base = apiUrl.replace(/\/+$/, '');
  return source.startsWith('/') ? `${base}${source}` : `${base}/${source}`;
}
