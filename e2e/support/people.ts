import { randomUUID } from 'node:crypto';

/** A new visitor with a unique address and a password that meets the sign-up rules. */
export function newVisitor(label = 'visitor') {
  const id = randomUUID().slice(0, 8);
  return {
    name: `${label[0].toUpperCase()}${label.slice(1)} ${id}`,
    email: `${label}-${id}@brand.example`,
    password: `Tailor#${id}A`,
  };
}
