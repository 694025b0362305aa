// Feeds this run's counts to the closing line `npm test` prints.
import fs from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

class CountReporter implements Reporter {
  private readonly outcomes = new Map<string, string>();
  /** Each Playwright config names its own suite, so one run's counts never replace another's. */
  private readonly suite: string;

  constructor({ suite = 'playwright:e2e' }: { suite?: string } = {}) {
    this.suite = suite;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test.id, result.status === 'skipped' ? 'skipped' : test.outcome());
  }

  onEnd(_result: FullResult): void {
    const dir = process.env.TEST_RESULTS_DIR;
    if (!dir) return;
    const values = [...this.outcomes.values()];
    const counts = {
      suite: this.suite,
      passed: values.filter((v) => v === 'expected' || v === 'flaky').length,
      failed: values.filter((v) => v === 'unexpected').length,
      skipped: values.filter((v) => v === 'skipped').length,
    };
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, `${this.suite.replace(/\W+/g, '-')}.json`),
      JSON.stringify(counts),
    );
  }
}

export default CountReporter;
