import type { Persona, Preferences, PreferencesPatch, Role } from '../../core/access';

/** The profile as GET /api/profile returns it (SPEC §3). */
export interface Profile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  specialty: string | null;
  institution: string;
  licenseNumber: string | null;
  yearsExperience: number | null;
  preferences: Preferences;
  persona: Persona;
  createdAt: string;
  lastLogin: string | null;
  isActive: boolean;
}

export interface ProfilePatch {
  firstName?: string;
  lastName?: string;
  specialty?: string | null;
  licenseNumber?: string | null;
  yearsExperience?: number | null;
  preferences?: PreferencesPatch;
}
