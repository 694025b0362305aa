import { BadRequestException } from '@nestjs/common';
import {
  TELEMETRY_MAX_REPORTS,
  TELEMETRY_OUTCOMES,
  type TelemetryReport,
} from '@threadline/contracts';
import { createValidationPipe } from '../../common/validation.options';
import { TelemetryBatchDto } from '../dto/telemetry-batch.dto';
import { PREVIEW_REMOTES, RELEASE_ID_PATTERN } from '../preview-token';

const validation = createValidationPipe();

const REMOTES: ReadonlySet<unknown> = new Set(PREVIEW_REMOTES);
const OUTCOMES: ReadonlySet<unknown> = new Set(TELEMETRY_OUTCOMES);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The last release id that matched RELEASE_ID_PATTERN: a batch repeats one or two ids. */
let lastRelease: string | undefined;

const isReleaseId = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  if (value === lastRelease) return true;
  if (!RELEASE_ID_PATTERN.test(value)) return false;
  lastRelease = value;
  return true;
};

/** Exactly a report as the DTO takes it: these three fields, nothing else. */
function isReport(value: unknown): value is TelemetryReport {
  if (!isPlainObject(value)) return false;
  let fields = 0;
  for (const key in value) {
    if (key !== 'remote' && key !== 'release' && key !== 'outcome') return false;
    fields += 1;
  }
  return (
    fields === 3 &&
    REMOTES.has(value.remote) &&
    isReleaseId(value.release) &&
    OUTCOMES.has(value.outcome)
  );
}

/**
 * Whether a parsed body is a batch the DTO accepts as it is: only `reports`, a list of 1 to
 * TELEMETRY_MAX_REPORTS reports. A browser's batch always is, and is then taken without
 * class-validator's pass (most of the route's own time); anything else goes through the
 * ValidationPipe, which answers with its messages.
 */
function isWellFormedBatch(body: Record<string, unknown>): body is { reports: TelemetryReport[] } {
  for (const key in body) if (key !== 'reports') return false;
  const { reports } = body;
  return (
    Array.isArray(reports) &&
    reports.length >= 1 &&
    reports.length <= TELEMETRY_MAX_REPORTS &&
    reports.every(isReport)
  );
}

type TelemetryBatch = TelemetryBatchDto | { reports: TelemetryReport[] };

/** The refusal of a body that is not a JSON object at all. */
const NOT_A_BATCH = 'The body must be a JSON telemetry batch';

/**
 * The telemetry body: navigator.sendBeacon posts it as text/plain (no CORS preflight), so it
 * arrives as a string to read as JSON (application/json arrives parsed); then it is checked
 * against TelemetryBatchDto's rules, and refused with their messages (400). A browser's batch is
 * taken at once; anything else is answered once class-validator has read it (a promise).
 */
export function readTelemetryBatch(value: unknown): TelemetryBatch | Promise<TelemetryBatch> {
  let body = value;
  if (typeof value === 'string') {
    try {
      body = JSON.parse(value);
    } catch {
      throw new BadRequestException([NOT_A_BATCH]);
    }
  }
  if (!isPlainObject(body)) throw new BadRequestException([NOT_A_BATCH]);
  if (isWellFormedBatch(body)) return body;
  return validation.transform(body, {
    type: 'body',
    metatype: TelemetryBatchDto,
  }) as Promise<TelemetryBatchDto>;
}
