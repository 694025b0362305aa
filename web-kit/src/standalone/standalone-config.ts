/**
 * Settings of a remote's stand-in host only (never part of the exposed ./App). The API URL can be
 * overridden at build time with STANDALONE_API_URL (create-remote-webpack-config defines it); a
 * malformed value stops the start-up.
 */
const DEFAULT_API_URL = 'http://127.0.0.1:4000';

export interface StandaloneConfig {
  apiUrl: string;
}

export function parseStandaloneConfig(raw: { apiUrl?: string }): StandaloneConfig {
  const apiUrl = raw.apiUrl?.trim() || DEFAULT_API_URL;
  const problems: string[] = [];
  try {
    const url = new URL(apiUrl);
    if (!/^https?:$/.test(url.protocol))
      problems.push(`STANDALONE_API_URL must be http(s), got ${apiUrl}`);
  } catch {
    problems.push(`STANDALONE_API_URL is not a URL: ${apiUrl}`);
  }
  if (problems.length > 0)
    throw new Error(`Invalid stand-in host config:\n- ${problems.join('\n- ')}`);
  return { apiUrl: apiUrl.replace(/\/+$/, '') };
}

export const standaloneConfig = parseStandaloneConfig({ apiUrl: process.env.STANDALONE_API_URL });
