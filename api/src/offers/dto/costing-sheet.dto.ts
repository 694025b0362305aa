import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, ValidateNested } from 'class-validator';
import { INCOTERMS, type Incoterm } from '@threadline/contracts';
import {
  COSTING_MAX_PARTS,
  OfferMessages,
  type CostingSheetInput,
  type FabricCost,
  type TrimCost,
} from '@threadline/contracts/offers';
import { IsMinorAmount, IsPartName, IsPartQuantity, IsPercent } from './offer-rules';

const AMOUNT = {
  type: 'integer',
  minimum: 0,
  // A safe integer, as contracts' isMinorAmount reads it.
  maximum: Number.MAX_SAFE_INTEGER,
  description: 'Minor units (cents) per piece.',
} as const;
const PERCENT = {
  type: 'number',
  minimum: 0,
  maximum: 100,
  description: 'Up to 2 decimals.',
} as const;
const QUANTITY = {
  type: 'number',
  minimum: 0,
  // Its ten-thousandths a safe integer (contracts' toScaled).
  maximum: Math.floor(Number.MAX_SAFE_INTEGER / 10 ** 4),
  description: 'Per garment, up to 4 decimals.',
} as const;
const NAME = { type: 'string', minLength: 1, maxLength: 100 } as const;

export class FabricCostDto implements FabricCost {
  @ApiProperty(NAME)
  @IsPartName('Fabric')
  name!: string;

  @ApiProperty({ ...QUANTITY, description: 'Fabric per garment in the price’s unit.' })
  @IsPartQuantity('Fabric consumption')
  consumption!: number;

  @ApiProperty({ ...AMOUNT, description: 'Minor units per unit of fabric.' })
  @IsMinorAmount('Fabric price')
  unitPriceMinor!: number;

  @ApiProperty(PERCENT)
  @IsPercent('Wastage')
  wastagePercent!: number;
}

export class TrimCostDto implements TrimCost {
  @ApiProperty(NAME)
  @IsPartName('Trim')
  name!: string;

  @ApiProperty(QUANTITY)
  @IsPartQuantity('Trim quantity')
  quantity!: number;

  @ApiProperty({ ...AMOUNT, description: 'Minor units per trim.' })
  @IsMinorAmount('Trim price')
  unitPriceMinor!: number;
}

/** PUT /quotes/{id}/lines/{line}/costing: one line's sheet, every figure per piece. */
export class CostingSheetDto implements CostingSheetInput {
  @ApiProperty({ type: [FabricCostDto], maxItems: COSTING_MAX_PARTS })
  @IsArray({ message: OfferMessages.nameInvalid('fabrics') })
  @ArrayMaxSize(COSTING_MAX_PARTS, { message: OfferMessages.nameInvalid('fabrics') })
  @ValidateNested({ each: true })
  @Type(() => FabricCostDto)
  fabrics!: FabricCostDto[];

  @ApiProperty({
    type: [TrimCostDto],
    maxItems: COSTING_MAX_PARTS,
    description: 'Prefilled from the pinned version’s bill of materials.',
  })
  @IsArray({ message: OfferMessages.nameInvalid('trims') })
  @ArrayMaxSize(COSTING_MAX_PARTS, { message: OfferMessages.nameInvalid('trims') })
  @ValidateNested({ each: true })
  @Type(() => TrimCostDto)
  trims!: TrimCostDto[];

  @ApiProperty({ ...AMOUNT, description: 'Cut-make-trim per piece, minor units.' })
  @IsMinorAmount('CMT')
  cmtMinor!: number;

  @ApiProperty(AMOUNT)
  @IsMinorAmount('Washing')
  washingMinor!: number;

  @ApiProperty(AMOUNT)
  @IsMinorAmount('Printing')
  printingMinor!: number;

  @ApiProperty(AMOUNT)
  @IsMinorAmount('Embroidery')
  embroideryMinor!: number;

  @ApiProperty(AMOUNT)
  @IsMinorAmount('Packaging')
  packagingMinor!: number;

  @ApiProperty({ ...AMOUNT, description: 'Testing and certification per piece, minor units.' })
  @IsMinorAmount('Testing')
  testingMinor!: number;

  @ApiProperty({ ...PERCENT, description: 'On the factory cost; up to 2 decimals.' })
  @IsPercent('Overhead')
  overheadPercent!: number;

  @ApiProperty({ ...PERCENT, description: 'A mark-up on cost plus overhead; up to 2 decimals.' })
  @IsPercent('Margin')
  marginPercent!: number;

  @ApiProperty({ enum: INCOTERMS })
  @IsIn(INCOTERMS, { message: OfferMessages.incotermInvalid })
  incoterm!: Incoterm;

  @ApiProperty({ ...AMOUNT, description: 'CIF and DDP: freight per piece, minor units.' })
  @IsMinorAmount('Freight')
  freightMinor!: number;

  @ApiProperty({ ...AMOUNT, description: 'CIF and DDP: insurance per piece, minor units.' })
  @IsMinorAmount('Insurance')
  insuranceMinor!: number;

  @ApiProperty({ ...PERCENT, description: 'DDP: duty on the CIF value; up to 2 decimals.' })
  @IsPercent('Duty')
  dutyPercent!: number;

  @ApiProperty({ ...AMOUNT, description: 'DDP: clearance and delivery per piece, minor units.' })
  @IsMinorAmount('Clearance')
  clearanceMinor!: number;
}
