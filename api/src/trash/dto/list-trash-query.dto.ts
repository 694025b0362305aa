import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { TRASH_KINDS, type TrashKind } from '@threadline/contracts';

export class ListTrashQueryDto {
  @ApiPropertyOptional({ enum: TRASH_KINDS })
  @IsOptional()
  @IsIn(TRASH_KINDS, { message: `kind must be one of ${TRASH_KINDS.join(', ')}` })
  kind?: TrashKind;
}
