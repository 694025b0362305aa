import { ConfigValidationError, loadAppConfig } from './app.config';

const validEnv = {
  MONGODB_URI: 'mongodb://127.0.0.1:27017/threadline',
  JWT_SECRET: 'x'.repeat(32),
  FIREBASE_PROJECT_ID: 'demo-threadline',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
};

describe('the trash configuration', () => {
  it('keeps deleted records 30 days and sweeps hourly by default', () => {
    expect(loadAppConfig(validEnv).trash).toEqual({
      retentionDays: 30,
      sweepIntervalSeconds: 3600,
    });
  });

  it('takes TRASH_RETENTION_DAYS and TRASH_SWEEP_INTERVAL_SECONDS (0: no sweep)', () => {
    const env = { ...validEnv, TRASH_RETENTION_DAYS: '7', TRASH_SWEEP_INTERVAL_SECONDS: '0' };
    expect(loadAppConfig(env).trash).toEqual({ retentionDays: 7, sweepIntervalSeconds: 0 });
  });

  it.each(['0', '-1', '1.5', 'forever', '100000'])(
    'stops the start on TRASH_RETENTION_DAYS=%s with the rule',
    (value) => {
      expect(() => loadAppConfig({ ...validEnv, TRASH_RETENTION_DAYS: value })).toThrow(
        new ConfigValidationError([
          'TRASH_RETENTION_DAYS must be a whole number of days from 1 to 99999',
        ]),
      );
    },
  );

  it('stops the start on a sweep interval that is not a whole number of seconds', () => {
    expect(() => loadAppConfig({ ...validEnv, TRASH_SWEEP_INTERVAL_SECONDS: 'hourly' })).toThrow(
      new ConfigValidationError([
        'TRASH_SWEEP_INTERVAL_SECONDS must be a whole number of seconds (0: no sweep)',
      ]),
    );
  });
});
