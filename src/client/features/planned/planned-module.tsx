import { Alert, Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { canAccessRoute } from '../../../core/access';
import { useAuth } from '../../stores/auth';

export interface PlannedModuleProps {
  title: string;
  purpose: string;
  /** What works today that covers part of the need. */
  meanwhile: Array<{ label: string; path: string }>;
}

/**
 * An honest page for a module not yet delivered: it says so, says what it will do, and points to
 * what already works. It never shows sample data.
 */
export function PlannedModule({ title, purpose, meanwhile }: PlannedModuleProps) {
  const role = useAuth((s) => s.user?.role);
  // Never offer a link that ends on Access Denied (issue 13: dosing calculators for students).
  const open = meanwhile.filter((m) => role !== undefined && canAccessRoute(role, m.path));
  return (
    <Stack maw={760}>
      <Title order={2}>{title}</Title>
      <Text>{purpose}</Text>
      <Alert icon={<Info size={18} />} color="blue" title="Not available in this version">
        This module has not been released yet, so no data is shown here. Nothing on this page is
        simulated.
      </Alert>
      {open.length > 0 ? (
        <>
          <Title order={3} size="h4">
            Available now
          </Title>
          <List>
            {open.map((m) => (
              <List.Item key={m.path}>
                <Anchor component={Link} to={m.path}>
                  {m.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Stack>
  );
}
