import { z } from 'zod';
import { roleSchema, type Role } from './roles';

export const personaSchema = z
  .object({
    id: z.string().min(1).max(64),
    name: z.string().min(1).max(100),
    description: z.string().max(500),
    role: roleSchema,
    experienceLevel: z.enum(['novice', 'intermediate', 'expert']),
    specialties: z.array(z.string().max(100)).max(20),
    preferences: z
      .object({
        riskTolerance: z.enum(['conservative', 'moderate', 'aggressive']),
        alertSensitivity: z.enum(['low', 'medium', 'high']),
        workflowStyle: z.enum(['thorough', 'efficient', 'collaborative', 'guided']),
        decisionSupport: z.enum(['consultative', 'guided', 'autonomous']),
      })
      .strict(),
    customSettings: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
      .default({}),
  })
  .strict();
export type Persona = z.infer<typeof personaSchema>;

type Row = [name: string, description: string, Persona['experienceLevel'], Persona['preferences']];

/** SPEC §3 default persona per role. */
const DEFAULTS: Record<Role, Row> = {
  oncologist: [
    'Medical Oncologist',
    'Plans and prescribes systemic anticancer therapy; wants full detail and consults the evidence.',
    'expert',
    {
      riskTolerance: 'moderate',
      alertSensitivity: 'medium',
      workflowStyle: 'thorough',
      decisionSupport: 'consultative',
    },
  ],
  pharmacist: [
    'Clinical Pharmacist',
    'Verifies orders, doses and interactions before dispensing; prefers conservative, guided checks.',
    'expert',
    {
      riskTolerance: 'conservative',
      alertSensitivity: 'high',
      workflowStyle: 'thorough',
      decisionSupport: 'guided',
    },
  ],
  nurse: [
    'Oncology Nurse',
    'Administers therapy and monitors patients; needs fast, clear safety information at the bedside.',
    'intermediate',
    {
      riskTolerance: 'conservative',
      alertSensitivity: 'high',
      workflowStyle: 'efficient',
      decisionSupport: 'guided',
    },
  ],
  researcher: [
    'Clinical Researcher',
    'Studies cohorts, outcomes and adverse events; works collaboratively with minimal interruption.',
    'expert',
    {
      riskTolerance: 'moderate',
      alertSensitivity: 'low',
      workflowStyle: 'collaborative',
      decisionSupport: 'autonomous',
    },
  ],
  student: [
    'Healthcare Student',
    'Learning oncology pharmacotherapy; every alert is a teaching point.',
    'novice',
    {
      riskTolerance: 'conservative',
      alertSensitivity: 'high',
      workflowStyle: 'guided',
      decisionSupport: 'guided',
    },
  ],
};

export function defaultPersona(role: Role, specialties: string[] = []): Persona {
  const [name, description, experienceLevel, preferences] = DEFAULTS[role];
  return {
    id: `default-${role}`,
    name,
    description,
    role,
    experienceLevel,
    specialties,
    preferences: { ...preferences },
    customSettings: {},
  };
}
