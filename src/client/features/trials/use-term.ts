import { term, type TermKey } from '../../../core/access';
import { useAuth } from '../../stores/auth';

/** The signed-in role's word for a concept (SPEC §6 terminology), e.g. "Subject" for researchers. */
export function useTerm(): (key: TermKey, plural?: boolean) => string {
  const role = useAuth((s) => s.user?.role);
  return (key, plural = false) => {
    if (role) return term(role, key, plural);
    const word = key.charAt(0).toUpperCase() + key.slice(1);
    return plural ? `${word}s` : word;
  };
}
