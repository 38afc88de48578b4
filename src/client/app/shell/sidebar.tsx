import {
  ActionIcon,
  Box,
  Collapse,
  Divider,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  ChevronDown,
  ChevronRight,
  LogOut,
  PanelLeftClose,
  PanelLeftOpen,
  UserCircle,
} from 'lucide-react';
import { useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { navGroupsFor, type Role } from '../../../core/access';
import { APP_VERSION } from '../../../core/config';
import { NAV_ICONS } from './nav-icons';

function isActive(pathname: string, path: string) {
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}

export function Sidebar(props: {
  role: Role;
  collapsed: boolean;
  onToggleCollapsed(): void;
  onNavigate(): void;
  onSignOut(): void;
  displayName: string;
}) {
  const { pathname } = useLocation();
  const groups = navGroupsFor(props.role);
  const [closed, setClosed] = useState<Record<string, boolean>>({});

  return (
    <Stack h="100%" gap={0}>
      <ScrollArea flex={1} type="auto">
        <Box component="nav" id="main-navigation" tabIndex={-1} aria-label="Main navigation" p="xs">
          {groups.map((group) => {
            const open = !closed[group.id];
            const headingId = `nav-group-${group.id}`;
            return (
              <Box key={group.id} mb="xs">
                {props.collapsed ? (
                  <Divider my={6} />
                ) : (
                  <UnstyledButton
                    onClick={() => setClosed((c) => ({ ...c, [group.id]: open }))}
                    aria-expanded={open}
                    aria-controls={headingId}
                    w="100%"
                    px="xs"
                    py={4}
                  >
                    {/* nowrap: "Collaboration & Analytics" must not push its chevron to a new line. */}
                    <Group justify="space-between" gap={4} wrap="nowrap">
                      <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ minWidth: 0 }}>
                        {group.label}
                      </Text>
                      {open ? (
                        <ChevronDown size={14} aria-hidden style={{ flexShrink: 0 }} />
                      ) : (
                        <ChevronRight size={14} aria-hidden style={{ flexShrink: 0 }} />
                      )}
                    </Group>
                  </UnstyledButton>
                )}
                <Collapse expanded={open || props.collapsed} id={headingId}>
                  {group.items.map((item) => {
                    const Icon = NAV_ICONS[item.icon];
                    const link = (
                      <NavLink
                        key={item.id}
                        component={RouterNavLink}
                        to={item.path}
                        end={item.path === '/'}
                        label={props.collapsed ? undefined : item.displayLabel}
                        aria-label={props.collapsed ? item.displayLabel : undefined}
                        leftSection={<Icon size={18} aria-hidden />}
                        active={isActive(pathname, item.path)}
                        onClick={props.onNavigate}
                        data-nav-id={item.id}
                        style={{ borderRadius: 8 }}
                      />
                    );
                    return props.collapsed ? (
                      <Tooltip
                        key={item.id}
                        label={item.displayLabel}
                        position="right"
                        openDelay={200}
                      >
                        {link}
                      </Tooltip>
                    ) : (
                      link
                    );
                  })}
                </Collapse>
              </Box>
            );
          })}
        </Box>
      </ScrollArea>
      <Divider />
      <Stack gap={4} p="xs">
        <NavLink
          component={RouterNavLink}
          to="/profile"
          label={props.collapsed ? undefined : props.displayName}
          aria-label={props.collapsed ? 'Profile' : undefined}
          description={props.collapsed ? undefined : 'Profile and settings'}
          leftSection={<UserCircle size={18} aria-hidden />}
          active={isActive(pathname, '/profile')}
          onClick={props.onNavigate}
        />
        <NavLink
          component="button"
          label={props.collapsed ? undefined : 'Sign out'}
          aria-label="Sign out"
          leftSection={<LogOut size={18} aria-hidden />}
          onClick={props.onSignOut}
        />
        <Group justify="space-between" px="xs">
          {!props.collapsed && (
            <Text size="xs" c="dimmed">
              v{APP_VERSION}
            </Text>
          )}
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={props.onToggleCollapsed}
            aria-label={props.collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            visibleFrom="lg"
          >
            {props.collapsed ? <PanelLeftOpen size={18} /> : <PanelLeftClose size={18} />}
          </ActionIcon>
        </Group>
      </Stack>
    </Stack>
  );
}
