import { applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { ApiMessages, type UserRole } from '@threadline/contracts';

export const RequiredRoles = Reflector.createDecorator<UserRole[]>();

/**
 * Restricts a route to callers whose role, as stored in the database, is one of these; the
 * OpenAPI document lists the 403 that the roles guard answers everyone else.
 */
export const Roles = (...roles: UserRole[]) =>
  applyDecorators(
    RequiredRoles(roles),
    ApiForbiddenResponse({
      description:
        roles.length === 1 && roles[0] === 'admin'
          ? ApiMessages.adminOnly
          : `Only for: ${roles.join(', ')}.`,
    }),
  );
