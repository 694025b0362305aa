import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { Error as MongooseError, mongo } from 'mongoose';
import { ApiMessages } from '@threadline/contracts';
import { toErrorBody } from './error-body';

describe('toErrorBody', () => {
  it('keeps an HTTP exception’s status and message and names the status', () => {
    expect(toErrorBody(new NotFoundException('Category not found'))).toEqual({
      statusCode: 404,
      message: 'Category not found',
      error: 'Not Found',
    });
    expect(toErrorBody(new ForbiddenException())).toEqual({
      statusCode: 403,
      message: 'Forbidden',
      error: 'Forbidden',
    });
  });

  it('keeps the list of field messages of a validation failure', () => {
    expect(toErrorBody(new BadRequestException(['a', 'b']))).toEqual({
      statusCode: 400,
      message: ['a', 'b'],
      error: 'Bad Request',
    });
  });

  it('answers a duplicate key with 409, naming the field when the engine does', () => {
    const named = new mongo.MongoServerError({
      message: 'E11000 duplicate key',
      code: 11000,
      keyValue: { key: 'shirts' },
    });
    const unnamed = new mongo.MongoServerError({ message: 'E11000 duplicate key', code: 11000 });

    expect(toErrorBody(named)).toEqual({
      statusCode: 409,
      message: 'A record with this key already exists',
      error: 'Conflict',
    });
    expect(toErrorBody(unnamed)).toMatchObject({ statusCode: 409, error: 'Conflict' });
  });

  it('answers a cast error or a malformed ObjectId with 400', () => {
    const castError = new MongooseError.CastError('ObjectId', 'nope', '_id');
    let bsonError: unknown;
    try {
      new mongo.ObjectId('nope');
    } catch (error) {
      bsonError = error;
    }

    for (const exception of [castError, bsonError]) {
      expect(toErrorBody(exception)).toEqual({
        statusCode: 400,
        message: ApiMessages.invalidId,
        error: 'Bad Request',
      });
    }
  });

  it('keeps the client status of a body-parser error', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), {
      status: 413,
      expose: true,
    });

    expect(toErrorBody(tooLarge)).toEqual({
      statusCode: 413,
      message: 'request entity too large',
      error: 'Payload Too Large',
    });
  });

  it('answers 503 "Database unavailable" when the database cannot be reached', () => {
    const outage = new mongo.MongoNetworkError('connect ECONNREFUSED 127.0.0.1:27017');

    expect(toErrorBody(outage)).toEqual({
      statusCode: 503,
      message: ApiMessages.databaseUnavailable,
      error: 'Service Unavailable',
    });
  });

  it('flags anything else as an unexpected 500 without leaking its message', () => {
    expect(toErrorBody(new Error('secret internals'))).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      error: 'Internal Server Error',
      unexpected: true,
    });
  });
});
