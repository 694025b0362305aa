import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { TELEMETRY_OUTCOMES } from '@threadline/contracts';
import { REMOTE_FOLDERS } from '@threadline/contracts/remotes';

const RELEASE_ID = { type: 'string', example: '20261124T173459Z-06a6b61f' } as const;
const TIME = { type: 'string', format: 'date-time' } as const;

const mountStats: SchemaObject = {
  type: 'object',
  required: ['mounts', 'failures', 'errorRate'],
  properties: {
    mounts: {
      type: 'integer',
      description: `Reports of any outcome (${TELEMETRY_OUTCOMES.join(', ')})`,
    },
    failures: { type: 'integer', description: 'Reports other than mounted' },
    errorRate: {
      type: 'number',
      nullable: true,
      description: 'Percent, one decimal; null without mounts',
    },
  },
};

/** One release as its history records it (contracts' RemoteRelease). */
export const RELEASE_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['id', 'createdAt', 'wentLiveAt', 'contractsVersion'],
  properties: {
    id: RELEASE_ID,
    createdAt: TIME,
    wentLiveAt: { ...TIME, nullable: true },
    contractsVersion: { type: 'string' },
    shared: { type: 'object', additionalProperties: { type: 'string' } },
    sizes: {
      type: 'object',
      properties: {
        files: { type: 'integer' },
        bytes: { type: 'integer' },
        jsBytes: { type: 'integer' },
      },
    },
    stagedAt: TIME,
    canaryAt: TIME,
    canaryPercent: { type: 'integer', minimum: 1, maximum: 99 },
    canaryEndedAt: TIME,
    canaryEndReason: { type: 'string', example: 'rolled back by the watcher: …' },
  },
};

/** GET /releases (contracts' ReleasesOverview). */
export const RELEASES_OVERVIEW_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['remotes', 'watcher'],
  properties: {
    remotes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['remote', 'live', 'canary', 'releases'],
        properties: {
          remote: { type: 'string', enum: [...REMOTE_FOLDERS] },
          live: { ...RELEASE_SCHEMA, nullable: true },
          canary: {
            type: 'object',
            nullable: true,
            properties: {
              id: RELEASE_ID,
              manifest: { type: 'string' },
              percent: { type: 'integer' },
              startedAt: TIME,
            },
          },
          releases: {
            type: 'array',
            items: {
              allOf: [RELEASE_SCHEMA, { type: 'object', properties: { lastHour: mountStats } }],
            },
          },
        },
      },
    },
    watcher: {
      type: 'object',
      properties: {
        windowMinutes: { type: 'integer' },
        minMounts: { type: 'integer' },
        budgetPoints: { type: 'number' },
        enabled: { type: 'boolean' },
      },
    },
  },
};
