import { z } from 'zod';

/** SPEC §1: the five user types, chosen at signup and fixed thereafter. */
export const ROLES = ['oncologist', 'pharmacist', 'nurse', 'researcher', 'student'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
