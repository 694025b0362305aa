import { Module } from '@nestjs/common';
import { getConnectionToken, getModelToken, MongooseModule } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { AuditModule } from '../audit/audit.module';
import { FirebaseAuthModule } from '../firebase/firebase-auth.module';
import { AppConfig } from '../config/app.config';
import { QuotesModule } from '../quotes/quotes.module';
import { TrashModule } from '../trash/trash.module';
import { DatabaseUsersRepository } from './database-users.repository';
import { MemoryUsersRepository } from './memory-users.repository';
import { User, UserSchema } from './schemas/user.schema';
import { UserAdministrationService } from './user-administration.service';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { UserTrash } from './user-trash';
import { UserBulkActions } from './user-bulk-actions';
import { isFerretDb } from '../common/database-engine';

/**
 * USERS_SEARCH picks the repository: `database` asks the database every time (MongoDB's indexes),
 * `memory` answers lists from an in-process index, `auto` takes memory on FerretDB (whose SQLite
 * backend reads no index) and the database otherwise. The index is read in the background and
 * holds at most USERS_INDEX_MAX_RECORDS users; until it is read, or past that bound, the database
 * answers (so at a million users `auto` on FerretDB answers from the database, slowly).
 */
export async function usersRepositoryFor(
  config: AppConfig,
  users: Model<User>,
  connection: Connection,
): Promise<UsersRepository> {
  const { mode, refreshSeconds, maxIndexedRecords } = config.usersSearch;
  const inMemory = mode === 'memory' || (mode === 'auto' && (await isFerretDb(connection)));
  return inMemory
    ? new MemoryUsersRepository(users, refreshSeconds, maxIndexedRecords)
    : new DatabaseUsersRepository(users);
}

@Module({
  imports: [
    MongooseModule.forFeature([{ name: User.name, schema: UserSchema }]),
    FirebaseAuthModule,
    AuditModule,
    // GET /users/me reports the member's quote requests as their activity figures.
    QuotesModule,
    TrashModule,
  ],
  controllers: [UsersController],
  providers: [
    {
      provide: UsersRepository,
      useFactory: usersRepositoryFor,
      inject: [AppConfig, getModelToken(User.name), getConnectionToken()],
    },
    UsersService,
    UserAdministrationService,
    UserTrash,
    UserBulkActions,
  ],
  exports: [UsersService, UsersRepository],
})
export class UsersModule {}
