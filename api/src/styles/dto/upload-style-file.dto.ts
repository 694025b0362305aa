import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { STYLE_FILE_KINDS, StyleMessages, type StyleFileKind } from '@threadline/contracts';

/** The text field beside the file of POST /styles/files. */
export class UploadStyleFileDto {
  @ApiProperty({ enum: STYLE_FILE_KINDS })
  @IsIn(STYLE_FILE_KINDS, { message: StyleMessages.fileKindInvalid })
  kind!: StyleFileKind;
}
