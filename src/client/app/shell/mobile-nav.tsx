import {
  Anchor,
  Box,
  Card,
  Drawer,
  Group,
  NavLink,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { LogOut, Phone, UserCircle } from 'lucide-react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { mobileMenuFor, mobileTabsFor, type Role } from '../../../core/access';
import { NAV_ICONS } from './nav-icons';
import { useHealth } from './use-health';

export function MobileTabs({ role }: { role: Role }) {
  const { pathname } = useLocation();
  const tabs = mobileTabsFor(role);
  return (
    <Box component="nav" aria-label="Primary" h="100%">
      <SimpleGrid cols={tabs.length} spacing={0} h="100%">
        {tabs.map((tab) => {
          const Icon = NAV_ICONS[tab.icon];
          const active = tab.path === '/' ? pathname === '/' : pathname.startsWith(tab.path);
          return (
            <UnstyledButton
              key={tab.id}
              component={RouterNavLink}
              to={tab.path}
              aria-current={active ? 'page' : undefined}
              style={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 2,
              }}
              c={active ? 'var(--mantine-primary-color-filled)' : 'dimmed'}
            >
              <Icon size={20} aria-hidden />
              <Text size="xs" fw={active ? 700 : 500} c="inherit">
                {tab.displayLabel}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}

/** Emergency numbers shown in the mobile menu (SPEC §2). Institution numbers are not configured. */
const EMERGENCY_CONTACTS = [
  { label: 'Emergency services (US)', number: '911' },
  { label: 'Emergency services (EU)', number: '112' },
  { label: 'Poison Help (US)', number: '1-800-222-1222' },
];

/**
 * The slide-in menu (SPEC §2): more pages, then the account (profile and sign-out, which the
 * phone layout has nowhere else: issue 13), quick stats and emergency contacts.
 */
export function MobileMenu({
  role,
  opened,
  onClose,
  onSignOut,
  displayName,
}: {
  role: Role;
  opened: boolean;
  onClose(): void;
  onSignOut(): void;
  displayName: string;
}) {
  const items = mobileMenuFor(role);
  const health = useHealth();
  const counts = health.data?.knowledgeBase.counts;
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" position="left" size="85%">
      <Stack>
        <Box component="nav" aria-label="More">
          {items.map((item) => {
            const Icon = NAV_ICONS[item.icon];
            return (
              <NavLink
                key={item.id}
                component={RouterNavLink}
                to={item.path}
                label={item.displayLabel}
                leftSection={<Icon size={18} aria-hidden />}
                onClick={onClose}
              />
            );
          })}
        </Box>
        <Box component="nav" aria-label="Account">
          <NavLink
            component={RouterNavLink}
            to="/profile"
            label={displayName}
            description="Profile and settings"
            leftSection={<UserCircle size={18} aria-hidden />}
            onClick={onClose}
          />
          <NavLink
            component="button"
            label="Sign out"
            leftSection={<LogOut size={18} aria-hidden />}
            onClick={() => {
              onClose();
              onSignOut();
            }}
          />
        </Box>
        <Card withBorder padding="sm">
          <Title order={2} size="h6" mb={6}>
            Knowledge base
          </Title>
          {counts ? (
            <SimpleGrid cols={3}>
              <Stat label="Drugs" value={counts.drugs} />
              <Stat label="Interactions" value={counts.interactions} />
              <Stat label="Regimens" value={counts.regimens} />
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              {health.isError ? 'Server unreachable' : 'Loading…'}
            </Text>
          )}
        </Card>
        <Card withBorder padding="sm">
          <Title order={2} size="h6" mb={6}>
            Emergency contacts
          </Title>
          <Stack gap={6}>
            {EMERGENCY_CONTACTS.map((c) => (
              <Group key={c.label} justify="space-between" wrap="nowrap">
                <Text size="sm">{c.label}</Text>
                <Anchor href={`tel:${c.number.replace(/[^0-9+]/g, '')}`} size="sm">
                  <Group gap={4} wrap="nowrap">
                    <Phone size={14} aria-hidden />
                    {c.number}
                  </Group>
                </Anchor>
              </Group>
            ))}
          </Stack>
        </Card>
      </Stack>
    </Drawer>
  );
}

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Stack gap={0} align="center">
      <Text fw={700}>{value ?? '—'}</Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
