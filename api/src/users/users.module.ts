import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit/audit.module';
import { FirebaseAuthModule } from '../auth/firebase-auth.module';
import { QuotesModule } from '../quotes/quotes.module';
import { User, UserSchema } from './schemas/user.schema';
import { UserAdministrationService } from './user-administration.service';
import { UserSearchIndex } from './user-search.index';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: User.name, schema: UserSchema }]),
    FirebaseAuthModule,
    AuditModule,
    // GET /users/me reports the member's quote requests as their activity figures.
    QuotesModule,
  ],
  controllers: [UsersController],
  providers: [UsersService, UserSearchIndex, UserAdministrationService],
  exports: [UsersService],
})
export class UsersModule {}
