import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { isOrderBoardStage, OrderMessages, type OrderMilestoneKey } from '@threadline/contracts';

/** `:stage` of the board: one of the milestones; anything else is a 400 naming the stages. */
@Injectable()
export class BoardStagePipe implements PipeTransform<unknown, OrderMilestoneKey> {
  transform(value: unknown): OrderMilestoneKey {
    if (!isOrderBoardStage(value)) throw new BadRequestException(OrderMessages.stageInvalid);
    return value;
  }
}
