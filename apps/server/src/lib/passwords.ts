import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the OWASP ASVS parameters of architecture.md: m=19 MiB, t=2, p=1. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spends the same time as a real check, so a missing account cannot be told apart by timing. */
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('tala-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
