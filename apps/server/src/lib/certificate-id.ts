import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so an ID read aloud or typed from paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A certificate ID: "KLV-" and 20 base32 characters, 100 random bits, so nobody can guess
 * another learner's certificate (CERTIFICATE_ID_PATTERN in @kalvi/shared checks the shape).
 */
export function newCertificateId(): string {
  const bytes = randomBytes(20);
  let id = 'KLV-';
  for (const byte of bytes) id += ALPHABET[byte & 31];
  return id;
}
