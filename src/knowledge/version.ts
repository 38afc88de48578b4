/** Bumped whenever a knowledge record changes; reported by /api/health and shown in the UI. */
export const KNOWLEDGE_BASE_VERSION = '2026.12.0';
