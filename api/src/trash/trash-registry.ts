import { Injectable } from '@nestjs/common';
import type { TrashKind } from '@threadline/contracts';
import type { TrashKindRegistration } from './trash-kind';

/** The kinds the trash holds, each registered by its own module when it starts. */
@Injectable()
export class TrashRegistry {
  private readonly kinds = new Map<TrashKind, TrashKindRegistration>();

  register(registration: TrashKindRegistration): void {
    this.kinds.set(registration.kind, registration);
  }

  get(kind: TrashKind): TrashKindRegistration {
    const registration = this.kinds.get(kind);
    if (!registration) throw new Error(`No trash registration for ${kind}`);
    return registration;
  }
}
