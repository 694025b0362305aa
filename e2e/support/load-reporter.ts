// Per spec file, after the run: its time, its full loads of the shell and how long they sat
// behind the start-up splash (fixtures.ts counts them), so CI's log shows where journey time goes.
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

import { SHELL_LOADS_ANNOTATION } from './fixtures';

interface FileTotals {
  tests: number;
  ms: number;
  loads: number;
  splashMs: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

class LoadReporter implements Reporter {
  private readonly files = new Map<string, FileTotals>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.basename(test.location.file);
    const totals = this.files.get(file) ?? { tests: 0, ms: 0, loads: 0, splashMs: 0 };
    totals.tests += 1;
    totals.ms += result.duration;
    for (const annotation of result.annotations) {
      if (annotation.type !== SHELL_LOADS_ANNOTATION || !annotation.description) continue;
      const { loads, splashMs } = JSON.parse(annotation.description);
      totals.loads += loads;
      totals.splashMs += splashMs;
    }
    this.files.set(file, totals);
  }

  onEnd(): void {
    if (!this.files.size) return;
    const rows = [...this.files.entries()];
    const all = rows.reduce(
      (sum, [, t]) => ({
        tests: sum.tests + t.tests,
        ms: sum.ms + t.ms,
        loads: sum.loads + t.loads,
        splashMs: sum.splashMs + t.splashMs,
      }),
      { tests: 0, ms: 0, loads: 0, splashMs: 0 },
    );
    console.log(
      '\nTime per spec file (tests, time, full loads of the shell, time behind the splash):',
    );
    for (const [file, t] of [...rows, ['all files', all] as const])
      console.log(
        `  ${file.padEnd(36)} ${String(t.tests).padStart(3)}  ${seconds(t.ms).padStart(8)}` +
          `  ${String(t.loads).padStart(4)} loads  ${seconds(t.splashMs).padStart(8)} splash`,
      );
  }
}

export default LoadReporter;
