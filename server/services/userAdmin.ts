import {
  assignVerdict,
  bulkApprovable,
  isSystemUserLevel,
  manageVerdict,
  nextStatus,
  type SystemUserInput,
  type UserAction,
  type UserActor,
} from '../../src/domain/users';
import { badRequest, notFound } from '../appError';
import { EmailInUse, type IdentityAdmin } from '../auth/identityAdmin';
import type { LocationsRepository } from '../repositories/locations';
import type { ManagedUser, UserAdminRepository, UserFields } from '../repositories/userAdmin';
import { claimsOf } from './userClaims';
import { assertVerdict } from './userRights';

export interface UserAdminDeps {
  users: UserAdminRepository;
  locations: LocationsRepository;
  identity: IdentityAdmin;
}

export type UserInput = Omit<SystemUserInput, 'email' | 'password'>;

/** System-user administration: rights checked first, then the row, then the identity. */
export function userAdminService({ users, locations, identity }: UserAdminDeps) {
  async function placeOf(locationId: number) {
    const place = await locations.findById(locationId);
    if (!place) throw notFound('place not found');
    return place;
  }

  async function fieldsFor(actor: UserActor, input: UserInput, userId?: number) {
    const place = await placeOf(input.location_id);
    const target = { user_id: userId, level_id: place.level_id, path: place.path };
    assertVerdict(assignVerdict(actor, target, input));
    const { name, phone, admin, writeallowed, karyalay_pramukh } = input;
    const { location_id, level_id } = place;
    const fields: UserFields = {
      ...{ name, phone, admin, writeallowed, karyalay_pramukh },
      ...{ location_id, level_id },
    };
    return fields;
  }

  /** Each user found and manageable by the actor, or 404 / 403 before anything changes. */
  async function manageable(actor: UserActor, ids: readonly number[]): Promise<ManagedUser[]> {
    const found = await users.findManaged(ids);
    const byId = new Map(found.map((u) => [u.user_id, u]));
    return ids.map((id) => {
      const user = byId.get(id);
      if (!user) throw notFound(`user ${id} not found`);
      assertVerdict(manageVerdict(actor, user));
      return user;
    });
  }

  /** Writes the claims of the users' rows onto their identities. */
  async function writeClaims(ids: readonly number[]) {
    for (const user of await users.findManaged(ids)) {
      if (user.firebase_uid) await identity.setClaims(user.firebase_uid, claimsOf(user));
    }
  }

  return {
    async create(actor: UserActor, input: SystemUserInput): Promise<number> {
      const fields = await fieldsFor(actor, input);
      if (await users.emailTaken(input.email)) throw badRequest('email is already registered');
      const uid = await identity
        .createUser(input.email, input.password || undefined, input.name)
        .catch((error: unknown) => {
          if (error instanceof EmailInUse) {
            throw badRequest('this email already has a sign-in: ask its owner to request access');
          }
          throw error;
        });
      const userId = await users.insertActive(uid, input.email, fields, actor.user_id);
      await writeClaims([userId]);
      return userId;
    },

    async update(actor: UserActor, userId: number, input: UserInput): Promise<void> {
      await manageable(actor, [userId]);
      await users.update(userId, await fieldsFor(actor, input, userId), actor.user_id);
      await writeClaims([userId]);
    },

    async changeStatus(actor: UserActor, userId: number, action: UserAction): Promise<void> {
      const [user] = await manageable(actor, [userId]);
      const next = nextStatus(user.status, action);
      if (!next) throw badRequest(`a ${user.status} user cannot be given: ${action}`);
      await users.setStatus(userId, next, actor.user_id);
      if (user.firebase_uid && action === 'deactivate') {
        await identity.revokeRefreshTokens(user.firebase_uid);
        await identity.disableUser(user.firebase_uid);
      } else if (user.firebase_uid) {
        await identity.enableUser(user.firebase_uid);
      }
      await writeClaims([userId]);
    },

    async remove(actor: UserActor, ids: readonly number[]): Promise<number> {
      const targets = await manageable(actor, [...new Set(ids)]);
      const count = await users.deleteMany(targets.map((u) => u.user_id));
      for (const uid of targets.map((u) => u.firebase_uid)) {
        if (!uid) continue;
        await identity.revokeRefreshTokens(uid);
        await identity.deleteUser(uid);
      }
      return count;
    },

    /** Approves pending users that have a place (assigned or asked for) of a user level. */
    async approve(actor: UserActor, ids: readonly number[] | 'all') {
      const pending =
        ids === 'all'
          ? (await users.listPending()).map((u) => u.user_id)
          : (await manageable(actor, ids)).map((u) => {
              if (u.status !== 'pending') throw badRequest('user is not awaiting approval');
              return u.user_id;
            });
      const ready = (await users.findManaged(pending)).filter(
        (u) =>
          isSystemUserLevel(u.level_id ?? u.requested_level_id) &&
          (ids !== 'all' ||
            bulkApprovable(actor, {
              level_id: u.level_id ?? u.requested_level_id,
              path: u.path ?? u.requested_path,
            })),
      );
      if (ids !== 'all' && ready.length === 0) {
        throw badRequest('the user has no place of levels 1 to 8 to be approved at');
      }
      const approved = await users.approve(
        ready.map((u) => u.user_id),
        actor.user_id,
      );
      await writeClaims(approved);
      return { approved, skipped: pending.length - approved.length };
    },
  };
}
