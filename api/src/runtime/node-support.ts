// A Node line past its end of life gets no security fixes: the API refuses to start on one. The
// oldest supported major is the one `engines.node` names in the API's package.json (">=24").

/** Why this Node may not run the API, or null when it may. */
export function unsupportedNodeReason(
  version: string,
  enginesNode: string | undefined,
): string | null {
  const minimum = Number(/>=\s*v?(\d+)/.exec(enginesNode ?? '')?.[1]);
  if (!Number.isFinite(minimum)) return `package.json names no minimum Node ("${enginesNode}")`;
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  return major >= minimum
    ? null
    : `Node ${version} is past its end of life; the API runs on Node ${minimum} LTS or newer.`;
}
