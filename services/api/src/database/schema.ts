import { User } from '../modules/users/user.entity';
import { CreateUsers1763760000000 } from './migrations/1763760000000-create-users';

// Listed explicitly (no globs) so tsc output, jest and the TypeORM CLI see the same classes.
export const entities = [User];
export const migrations = [CreateUsers1763760000000];
