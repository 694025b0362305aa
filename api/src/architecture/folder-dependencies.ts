import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One import between two top-level folders of src (files at the root count as folder "."). */
export interface FolderImport {
  from: string;
  to: string;
  /** The importing file and what it imports, relative to src. */
  file: string;
  specifier: string;
}

const SOURCE = /\.ts$/;
const TEST = /\.(test|spec)\.ts$/;

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const folderOf = (root: string, file: string) => {
  const parts = relative(root, file).split(sep);
  return parts.length > 1 ? parts[0] : '.';
};

/** Every relative import (type-only ones too: a type is a dependency) that crosses a folder. */
export function folderImports(root: string): FolderImport[] {
  return sourceFilesUnder(root).flatMap((file) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({
        from: folderOf(root, file),
        to: folderOf(root, resolve(dirname(file), specifier)),
        file: relative(root, file),
        specifier,
      }))
      .filter(({ from, to }) => from !== to),
  );
}

/**
 * The folders that reach each other through imports (Tarjan's strongly connected components of
 * more than one folder), each sorted, with the imports that close the loop.
 */
export function folderCycles(imports: FolderImport[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    if (!edges.has(from)) edges.set(from, new Set());
    if (!edges.has(to)) edges.set(to, new Set());
    edges.get(from)!.add(to);
  }
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (folder: string) => {
    index.set(folder, next);
    low.set(folder, next);
    next += 1;
    stack.push(folder);
    onStack.add(folder);
    for (const target of edges.get(folder) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(folder, Math.min(low.get(folder)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(folder, Math.min(low.get(folder)!, index.get(target)!));
      }
    }
    if (low.get(folder) === index.get(folder)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== folder);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const folder of [...edges.keys()].sort()) if (!index.has(folder)) visit(folder);
  return components;
}
