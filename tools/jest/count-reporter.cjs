// Writes this workspace's pass/fail counts where `npm test` collects them for its closing line.
const fs = require('fs');
const path = require('path');

class CountReporter {
  constructor(globalConfig) {
    this.globalConfig = globalConfig;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_RESULTS_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const name = path.basename(this.globalConfig.rootDir);
    const counts = {
      suite: `jest:${name}`,
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    fs.writeFileSync(path.join(dir, `jest-${name}.json`), JSON.stringify(counts));
  }
}

module.exports = CountReporter;
