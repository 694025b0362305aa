import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { registerDecorator, type ValidationArguments } from 'class-validator';
import {
  dayOfDate,
  INCOTERMS,
  INSPECTION_COUNT_MAX,
  QUOTE_ATTACHMENTS_MAX_FILES,
  SAMPLE_DECISIONS,
  SAMPLE_TEXT_MAX_LENGTH,
  SHIPMENT_DOCUMENT_KINDS,
  SHIPPING_MODES,
  validateInspection,
  validateSampleDecision,
  validateSampleRound,
  validateShipment,
  type DefectCounts,
  type Incoterm,
  type InspectionInput,
  type QuoteAttachmentRef,
  type SampleDecisionInput,
  type SampleDecisionKind,
  type SampleRoundInput,
  type ShipmentDocumentKind,
  type ShipmentInput,
  type ShippingMode,
} from '@threadline/contracts';
import {
  DEFAULT_AQLS,
  INSPECTION_AQLS,
  INSPECTION_LEVELS,
  INSPECTION_LOT_MAX,
  INSPECTION_LOT_MIN,
  type DefectClass,
  type InspectionAql,
  type InspectionLevel,
} from '@threadline/contracts/orders';

/** Runs one of contracts' validate… rules on the whole body and reports this field's message. */
function FollowsRule(rule: (input: Record<string, unknown>) => Record<string, string | undefined>) {
  return (target: object, propertyName: string) => {
    const failureOf = (args: ValidationArguments) =>
      rule(args.object as Record<string, unknown>)[propertyName];
    registerDecorator({
      name: 'followsOrderStepRule',
      target: target.constructor,
      propertyName,
      // Optional fields are checked too: the rules know which ones may be absent.
      options: { always: true },
      validator: {
        validate: (_value: unknown, args: ValidationArguments) => failureOf(args) === undefined,
        defaultMessage: (args?: ValidationArguments) => (args && failureOf(args)) ?? '',
      },
    });
  };
}

const FILES_PROPERTY = {
  description: 'Files uploaded first with POST /quotes/attachments: `{ id, uploadToken }` each.',
  type: 'array',
  nullable: true,
  maxItems: QUOTE_ATTACHMENTS_MAX_FILES,
  items: {
    type: 'object',
    required: ['id', 'uploadToken'] as string[],
    properties: {
      id: { type: 'string', pattern: '^[0-9a-fA-F]{24}$' },
      uploadToken: { type: 'string', minLength: 1 },
    },
  },
} as const;

/** An optional text of a step: left out, null or at most SAMPLE_TEXT_MAX_LENGTH characters. */
const STEP_TEXT = { type: 'string', nullable: true, maxLength: SAMPLE_TEXT_MAX_LENGTH } as const;
const count = (minimum: number) =>
  ({ type: 'integer', minimum, maximum: INSPECTION_COUNT_MAX }) as const;

const round = (input: Record<string, unknown>) => validateSampleRound(input);
const decision = (input: Record<string, unknown>) => validateSampleDecision(input);
const inspection = (input: Record<string, unknown>) =>
  validateInspection(input, dayOfDate(new Date()));
const shipment = (input: Record<string, unknown>) => validateShipment(input);

/** POST /orders/{id}/samples/{milestone}/rounds. */
export class PostSampleRoundDto implements SampleRoundInput {
  @ApiPropertyOptional({ ...STEP_TEXT, example: 'Chest 52 cm, length 70 cm (size M)' })
  @FollowsRule(round)
  measurements?: string;

  @ApiPropertyOptional(STEP_TEXT)
  @FollowsRule(round)
  note?: string;

  @ApiPropertyOptional(FILES_PROPERTY)
  @FollowsRule(round)
  files?: QuoteAttachmentRef[];
}

/** POST /orders/{id}/samples/{milestone}/rounds/{round}/decision. */
export class SampleDecisionDto implements SampleDecisionInput {
  @ApiProperty({ enum: SAMPLE_DECISIONS })
  @FollowsRule(decision)
  decision!: SampleDecisionKind;

  @ApiPropertyOptional({ ...STEP_TEXT, description: 'Required when asking for changes.' })
  @FollowsRule(decision)
  comment?: string;

  @ApiPropertyOptional(FILES_PROPERTY)
  @FollowsRule(decision)
  files?: QuoteAttachmentRef[];
}

/** POST /orders/{id}/inspections. */
export class InspectionDto implements InspectionInput {
  @ApiProperty({
    type: 'integer',
    minimum: INSPECTION_LOT_MIN,
    maximum: INSPECTION_LOT_MAX,
    example: 3200,
    description: 'Pieces in the lot inspected.',
  })
  @FollowsRule(inspection)
  lotSize!: number;

  @ApiPropertyOptional({
    // null in the list too: a validator reads `enum` before `nullable`.
    enum: [...INSPECTION_LEVELS, null],
    nullable: true,
    description: 'General level; II when absent or null.',
  })
  @FollowsRule(inspection)
  level?: InspectionLevel;

  @ApiPropertyOptional({
    type: 'object',
    // null in each enum too: a validator reads `enum` before `nullable`.
    nullable: true,
    description: `AQL per defect class; a class absent or null takes its default, ${JSON.stringify(DEFAULT_AQLS)}.`,
    properties: {
      critical: { type: 'string', enum: [...INSPECTION_AQLS, null], nullable: true },
      major: { type: 'string', enum: [...INSPECTION_AQLS, null], nullable: true },
      minor: { type: 'string', enum: [...INSPECTION_AQLS, null], nullable: true },
    },
  })
  @FollowsRule(inspection)
  aqls?: Partial<Record<DefectClass, InspectionAql>>;

  @ApiProperty({
    type: 'object',
    required: ['critical', 'major', 'minor'],
    properties: { critical: count(0), major: count(0), minor: count(0) },
    // validateInspection reads the three counts and stores only them; other keys are dropped.
    additionalProperties: true,
  })
  @FollowsRule(inspection)
  defects!: DefectCounts;

  @ApiPropertyOptional({
    type: 'string',
    format: 'date',
    nullable: true,
    description: 'YYYY-MM-DD, not in the future; today when absent or null.',
  })
  @FollowsRule(inspection)
  inspectedOn?: string;

  @ApiPropertyOptional(STEP_TEXT)
  @FollowsRule(inspection)
  note?: string;

  @ApiPropertyOptional(FILES_PROPERTY)
  @FollowsRule(inspection)
  files?: QuoteAttachmentRef[];
}

/** PUT /orders/{id}/shipment. */
export class ShipmentDto implements ShipmentInput {
  @ApiProperty({ enum: SHIPPING_MODES })
  @FollowsRule(shipment)
  mode!: ShippingMode;

  @ApiProperty({ enum: INCOTERMS })
  @FollowsRule(shipment)
  incoterm!: Incoterm;

  @ApiProperty({ example: 'Maersk' })
  @FollowsRule(shipment)
  carrier!: string;

  @ApiProperty({ example: 'MSKU1234567' })
  @FollowsRule(shipment)
  trackingNumber!: string;

  @ApiProperty({ type: 'string', format: 'date', example: '2027-05-01' })
  @FollowsRule(shipment)
  etd!: string;

  @ApiProperty({
    type: 'string',
    format: 'date',
    example: '2027-05-30',
    description: 'On or after the ETD.',
  })
  @FollowsRule(shipment)
  eta!: string;

  @ApiPropertyOptional({
    type: 'array',
    // null, like leaving it out: no documents.
    nullable: true,
    items: {
      type: 'object',
      properties: {
        kind: { type: 'string', enum: [...SHIPMENT_DOCUMENT_KINDS] },
        file: FILES_PROPERTY.items,
      },
    },
  })
  @FollowsRule(shipment)
  documents?: { kind: ShipmentDocumentKind; file: QuoteAttachmentRef }[];
}
