import { AccountToken } from '../modules/auth/entities/account-token.entity';
import { RefreshToken } from '../modules/auth/entities/refresh-token.entity';
import { Business } from '../modules/businesses/business.entity';
import { StudentProfile } from '../modules/students/student-profile.entity';
import { User } from '../modules/users/user.entity';
import { CreateUsers1763760000000 } from './migrations/1763760000000-create-users';
import { Accounts1763770000000 } from './migrations/1763770000000-accounts';

// Listed explicitly (no globs) so tsc output, jest and the TypeORM CLI see the same classes.
export const entities = [User, StudentProfile, Business, AccountToken, RefreshToken];
export const migrations = [CreateUsers1763760000000, Accounts1763770000000];
