import { Reflector } from '@nestjs/core';
import type { UserRole } from '@threadline/contracts';

export const RequiredRoles = Reflector.createDecorator<UserRole[]>();

/** Restricts a route to callers whose role, as stored in the database, is one of these. */
export const Roles = (...roles: UserRole[]) => RequiredRoles(roles);
