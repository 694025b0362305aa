import { ConfigValidationError, loadAppConfig } from './app.config';

const validEnv = {
  MONGODB_URI: 'mongodb://127.0.0.1:27017/threadline',
  JWT_SECRET: 'x'.repeat(32),
  FIREBASE_PROJECT_ID: 'demo-threadline',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
};

describe('AUDIT_RETENTION_DAYS', () => {
  it('defaults to 365 days', () => {
    expect(loadAppConfig(validEnv).audit).toEqual({ retentionDays: 365 });
  });

  it('takes a whole number of days', () => {
    expect(loadAppConfig({ ...validEnv, AUDIT_RETENTION_DAYS: '30' }).audit.retentionDays).toBe(30);
  });

  it.each(['0', '-1', '1.5', 'forever', '100000'])(
    'stops the start on %s with the rule',
    (value) => {
      expect(() => loadAppConfig({ ...validEnv, AUDIT_RETENTION_DAYS: value })).toThrow(
        new ConfigValidationError([
          'AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 99999',
        ]),
      );
    },
  );
});
