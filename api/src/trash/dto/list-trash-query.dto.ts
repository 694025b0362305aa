import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { TRASH_KINDS, type TrashKind } from '@threadline/contracts';
import { blankAsAbsent } from '../../common/page-query';

export class ListTrashQueryDto {
  /** `?kind=` is no kind, as every optional query parameter reads empty (common/page-query.ts). */
  @ApiPropertyOptional({ enum: TRASH_KINDS })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsIn(TRASH_KINDS, { message: `kind must be one of ${TRASH_KINDS.join(', ')}` })
  kind?: TrashKind;
}
