import { BadRequestException } from '@nestjs/common';
import { readTelemetryBatch } from './telemetry-body';

const RELEASE = '20261124T100000Z-aaaa0001';
const beacon = (release: string) =>
  JSON.stringify({ reports: [{ remote: 'remote-public', release, outcome: 'mounted' }] });

/** The refusal's messages, as the API answers them (thrown at once, or rejected). */
async function refusal(body: string): Promise<unknown> {
  try {
    await readTelemetryBatch(body);
  } catch (error) {
    if (error instanceof BadRequestException) return error.getResponse();
    throw error;
  }
  return undefined;
}

describe('readTelemetryBatch', () => {
  it('refuses an empty release id, in the first batch the process reads as in later ones', async () => {
    expect(await refusal(beacon(''))).toMatchObject({
      message: [expect.stringContaining('release must be a release id')],
    });
    expect(readTelemetryBatch(beacon(RELEASE))).toEqual(JSON.parse(beacon(RELEASE)));
    expect(await refusal(beacon(''))).toMatchObject({
      message: [expect.stringContaining('release must be a release id')],
    });
  });

  it('takes a sendBeacon batch as text and refuses text that is not JSON', async () => {
    expect(readTelemetryBatch(beacon(RELEASE))).toEqual(JSON.parse(beacon(RELEASE)));
    expect(await refusal('{"reports": [')).toMatchObject({
      message: ['The body must be a JSON telemetry batch'],
    });
  });
});
