import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { createValidationPipe } from '../../common/validation.options';
import { TelemetryBatchDto } from '../dto/telemetry-batch.dto';

const validation = createValidationPipe();

/**
 * The telemetry body: navigator.sendBeacon posts it as text/plain (no CORS preflight), so it
 * arrives as a string to read as JSON; then the one ValidationPipe checks it like any DTO.
 */
@Injectable()
export class TelemetryBodyPipe implements PipeTransform {
  async transform(value: unknown): Promise<TelemetryBatchDto> {
    let body = value;
    if (typeof value === 'string') {
      try {
        body = JSON.parse(value);
      } catch {
        throw new BadRequestException(['The body must be a JSON telemetry batch']);
      }
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new BadRequestException(['The body must be a JSON telemetry batch']);
    return (await validation.transform(body, {
      type: 'body',
      metatype: TelemetryBatchDto,
    })) as TelemetryBatchDto;
  }
}
