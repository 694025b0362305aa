// deploy/prometheus checked and unit-tested by Debian's promtool (npm test runs this): the scrape
// config, the alert rules, and the rules' own unit tests (alerts.test.yml).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localPrometheusConfig, prometheusDir, promtool } from './prometheus.mjs';

describe('deploy/prometheus', () => {
  it('has a scrape config promtool accepts, with its rule file', () => {
    const { ok, output } = promtool(['check', 'config', 'prometheus.yml']);
    expect(output).toContain('SUCCESS: 1 rule files found');
    expect(ok).toBe(true);
  });

  it('has alert rules promtool accepts', () => {
    const { ok, output } = promtool(['check', 'rules', 'alerts.yml']);
    expect(output).toContain('SUCCESS: 6 rules found');
    expect(ok).toBe(true);
  });

  it('passes the rules’ unit tests: each alert fires on its series and stays quiet on healthy ones', () => {
    const { ok, output } = promtool(['test', 'rules', 'alerts.test.yml']);
    expect(output).toContain('SUCCESS');
    expect(output).not.toContain('FAILED');
    expect(ok).toBe(true);
  });

  it('fails a rule unit test whose expectation is wrong (the unit tests can fail)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promtool-'));
    try {
      const tests = fs
        .readFileSync(path.join(prometheusDir, 'alerts.test.yml'), 'utf8')
        .replace('  - alerts.yml', `  - ${path.join(prometheusDir, 'alerts.yml')}`)
        .replace("summary: 'API replica a:4000 has lost the database'", "summary: 'wrong'");
      fs.writeFileSync(path.join(dir, 'broken.test.yml'), tests);
      const { ok, output } = promtool(['test', 'rules', 'broken.test.yml'], { cwd: dir });
      expect(output).toContain('FAILED');
      expect(ok).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs locally from the same file, the DNS discovery swapped for the local processes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promtool-'));
    try {
      const config = localPrometheusConfig({ targets: ['127.0.0.1:4101', '127.0.0.1:4102'] });
      expect(config).toContain("- targets: ['127.0.0.1:4101', '127.0.0.1:4102']");
      expect(config).not.toContain('dns_sd_configs');
      fs.writeFileSync(path.join(dir, 'prometheus.yml'), config);
      const { ok, output } = promtool(['check', 'config', 'prometheus.yml'], { cwd: dir });
      expect(output).toContain('SUCCESS: 1 rule files found');
      expect(ok).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
