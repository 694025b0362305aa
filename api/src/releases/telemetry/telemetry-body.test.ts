import { BadRequestException } from '@nestjs/common';
import { TelemetryBodyPipe } from './telemetry-body.pipe';

const RELEASE = '20261124T100000Z-aaaa0001';
const beacon = (release: string) =>
  JSON.stringify({ reports: [{ remote: 'remote-public', release, outcome: 'mounted' }] });

/** The pipe's refusal messages, as the API answers them. */
async function refusal(pipe: TelemetryBodyPipe, body: string): Promise<unknown> {
  try {
    await pipe.transform(body);
  } catch (error) {
    if (error instanceof BadRequestException) return error.getResponse();
    throw error;
  }
  return undefined;
}

describe('TelemetryBodyPipe', () => {
  it('refuses an empty release id, in the first batch the process reads as in later ones', async () => {
    const pipe = new TelemetryBodyPipe();
    expect(await refusal(pipe, beacon(''))).toMatchObject({
      message: [expect.stringContaining('release must be a release id')],
    });
    await expect(pipe.transform(beacon(RELEASE))).resolves.toEqual(JSON.parse(beacon(RELEASE)));
    expect(await refusal(pipe, beacon(''))).toMatchObject({
      message: [expect.stringContaining('release must be a release id')],
    });
  });

  it('takes a sendBeacon batch as text and refuses text that is not JSON', async () => {
    const pipe = new TelemetryBodyPipe();
    await expect(pipe.transform(beacon(RELEASE))).resolves.toEqual(JSON.parse(beacon(RELEASE)));
    expect(await refusal(pipe, '{"reports": [')).toMatchObject({
      message: ['The body must be a JSON telemetry batch'],
    });
  });
});
