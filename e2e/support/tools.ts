// The project's tooling package (plain ESM without types), loaded by name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const loadTool = (module: string): Promise<any> => import(`@threadline/tools/${module}`);
