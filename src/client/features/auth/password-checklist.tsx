import { List, Text, ThemeIcon } from '@mantine/core';
import { Check, X } from 'lucide-react';
import { checkPassword } from '../../../core/validation';

/** The password rules, each ticked off live as the user types (sign-up and password reset). */
export function PasswordChecklist({ password }: { password: string }) {
  const { rules } = checkPassword(password);
  return (
    <List spacing={2} size="sm" center aria-label="Password requirements" aria-live="polite">
      {rules.map((rule) => (
        <List.Item
          key={rule.id}
          icon={
            <ThemeIcon
              color={rule.met ? 'green' : 'gray'}
              size={18}
              radius="xl"
              variant={rule.met ? 'filled' : 'light'}
            >
              {rule.met ? <Check size={12} aria-hidden /> : <X size={12} aria-hidden />}
            </ThemeIcon>
          }
        >
          <Text size="sm" c={rule.met ? undefined : 'dimmed'}>
            {rule.label}
            <span className="visually-hidden">{rule.met ? ' (met)' : ' (not met)'}</span>
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
