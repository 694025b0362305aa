// Prometheus from deploy/prometheus: the promtool checks npm test runs, and a real Prometheus for
// the production topology, scraping each local API process with the same config file (its `api`
// DNS discovery, which only Docker's DNS answers, swapped for the processes' addresses).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fail } from '../process/log.mjs';
import { waitForHttp } from '../process/ports.mjs';
import { lastOutput, startService } from '../process/processes.mjs';
import { deployDir } from './nginx-instance.mjs';

export const prometheusDir = path.join(deployDir, 'prometheus');
const INSTALL_HINT = 'apt-get install -y prometheus (it brings promtool too)';

function onPath(command) {
  return (
    spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() || null
  );
}

export function requirePromtool() {
  return onPath('promtool') ?? fail(`promtool is not installed: ${INSTALL_HINT}`);
}

export function requirePrometheus() {
  return onPath('prometheus') ?? fail(`prometheus is not installed: ${INSTALL_HINT}`);
}

/** Runs promtool; answers { ok, output } with what it printed. */
export function promtool(args, { cwd = prometheusDir } = {}) {
  const result = spawnSync(requirePromtool(), args, { cwd, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

const DNS_DISCOVERY = /^ {4}dns_sd_configs:\n(?: {6,}.*\n)+/m;

/**
 * deploy/prometheus/prometheus.yml for local processes: `targets` (host:port) instead of the DNS
 * discovery, the rule file by its absolute path, and a 1 s scrape so a run sees series at once.
 */
export function localPrometheusConfig({ targets, scrapeInterval = '1s' }) {
  const text = fs.readFileSync(path.join(prometheusDir, 'prometheus.yml'), 'utf8');
  if (!DNS_DISCOVERY.test(text))
    fail('deploy/prometheus/prometheus.yml no longer has the api dns_sd_configs block to replace');
  return text
    .replace(
      DNS_DISCOVERY,
      `    static_configs:\n      - targets: [${targets.map((target) => `'${target}'`).join(', ')}]\n`,
    )
    .replace(/^( {2}(?:scrape|evaluation)_interval:) .*$/gm, `$1 ${scrapeInterval}`)
    .replace(/^ {2}- alerts\.yml$/m, `  - ${path.join(prometheusDir, 'alerts.yml')}`);
}

/** Starts Prometheus on 127.0.0.1:`port` with its data in `dir`; resolves once it is ready. */
export async function startPrometheus({ dir, port, targets, quiet = true }) {
  const binary = requirePrometheus();
  fs.mkdirSync(path.join(dir, 'data'), { recursive: true });
  const configFile = path.join(dir, 'prometheus.yml');
  fs.writeFileSync(configFile, localPrometheusConfig({ targets }));
  execFileSync(requirePromtool(), ['check', 'config', configFile], { stdio: 'ignore' });
  const service = startService(
    'prometheus',
    binary,
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--storage.tsdb.retention.time=1d',
    ],
    { quiet },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/-/ready`, { name: 'prometheus', isAlive: service.isAlive });
  } catch (error) {
    await service.stop();
    throw new Error(`${error.message}\n${lastOutput(service)}`);
  }
  return { url, stop: () => service.stop() };
}

/** One instant query; answers the result vector. */
export async function queryPrometheus(url, query) {
  const response = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(query)}`);
  const body = await response.json();
  if (body.status !== 'success')
    throw new Error(`Prometheus query failed: ${JSON.stringify(body)}`);
  return body.data.result;
}
