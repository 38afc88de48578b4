import type { Role } from '../../../core/access';

/** GET /api/institution: everyone sees the name and whom to ask; admins also the invitations. */
export interface Institution {
  id: string;
  name: string;
  memberCount: number;
  viewerIsAdmin: boolean;
  admins: Array<{ id: string; name: string }>;
  invites: Invite[];
}

export interface Invite {
  id: string;
  role: Role;
  createdAt: string;
  expiresAt: string;
  maxUses: number;
  uses: number;
  revoked: boolean;
  createdByMe: boolean;
}

export interface CreatedInvite {
  id: string;
  code: string;
  role: Role;
  expiresAt: string;
  maxUses: number;
}

/** GET /api/institution/members (administrators only). */
export interface Member {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  isAdmin: boolean;
  isActive: boolean;
  createdAt: string;
  lastLogin: string | null;
  isMe: boolean;
}

export type MemberChange = { isAdmin: boolean } | { isActive: boolean };

export const INSTITUTION_KEY = ['institution'] as const;
export const MEMBERS_KEY = ['institution', 'members'] as const;
