import { hash, verify } from '@node-rs/argon2';

/** Argon2id (a const enum in the package's types, so it cannot be imported by name here). */
const ARGON2ID = 2;

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (hashed: string, password: string) => Promise<boolean>;
};

export function createPasswordHasher(memoryCost: number): PasswordHasher {
  const options = { algorithm: ARGON2ID, memoryCost, timeCost: 2, parallelism: 1 };
  return {
    hash: (password) => hash(password, options),
    verify: async (hashed, password) => {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
  };
}
