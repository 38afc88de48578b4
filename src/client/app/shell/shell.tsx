import {
  ActionIcon,
  Alert,
  AppShell,
  Box,
  Burger,
  Group,
  Kbd,
  Modal,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery, useNetwork } from '@mantine/hooks';
import { Keyboard, WifiOff } from 'lucide-react';
import { Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { roleProfile, type Role } from '../../../core/access';
import { checkSession, browserFingerprint, appSessionStore } from '../../stores/app-session';
import { authStore, useAuth } from '../../stores/auth';
import { RenderErrorBoundary } from '../error-screens';
import { LoadingScreen } from '../guards';
import { MobileMenu, MobileTabs } from './mobile-nav';
import { Sidebar } from './sidebar';
import { shortcutsFor, useGlobalShortcuts } from './use-shortcuts';
import { openCommandPalette } from '../../components/search/command-palette';
import { HeaderSearch } from '../../components/search/header-search';
import { NotificationsBell } from '../../features/collaboration/notifications-bell';
import { ShellExtras } from './shell-extras';

function SkipLinks() {
  return (
    <Box className="skip-links">
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <a href="#main-navigation" className="skip-link">
        Skip to navigation
      </a>
    </Box>
  );
}

function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert
      color="yellow"
      icon={<WifiOff size={18} />}
      role="status"
      radius={0}
      py={6}
      title="You are offline"
    >
      Changes you make are kept on this device and sent when the connection returns. Live data may
      be out of date.
    </Alert>
  );
}

function ShortcutsDialog({
  opened,
  onClose,
  role,
}: {
  opened: boolean;
  onClose(): void;
  role: Role;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" size="md">
      <Text size="sm" c="dimmed" mb="sm">
        Shortcuts are ignored while you are typing in a field.
      </Text>
      <Table>
        <Table.Tbody>
          {shortcutsFor(role).map((s) => (
            <Table.Tr key={s.keys}>
              <Table.Td>
                <Kbd>{s.keys}</Kbd>
              </Table.Td>
              <Table.Td>{s.description}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}

/** Keeps the SPEC §3 app session: stamps activity, ends the session after inactivity or a fingerprint change. */
function useAppSessionGuard() {
  const user = useAuth((s) => s.user);
  useEffect(() => {
    if (!user) return;
    const store = appSessionStore.getState();
    const verdict = checkSession(store.session, Date.now(), browserFingerprint());
    if (verdict === 'expired' || verdict === 'fingerprint-mismatch') {
      store.clear();
      void authStore.getState().logout();
      return;
    }
    store.begin(
      { userId: user.id, firstName: user.firstName, lastName: user.lastName, role: user.role },
      Date.now(),
    );
    let last = 0;
    const touch = () => {
      const now = Date.now();
      // One write per 30 s is enough to measure inactivity in minutes.
      if (now - last > 30_000) {
        last = now;
        appSessionStore.getState().touch(now);
      }
    };
    const check = window.setInterval(() => {
      const s = appSessionStore.getState().session;
      if (checkSession(s, Date.now(), browserFingerprint()) !== 'valid') {
        appSessionStore.getState().clear();
        void authStore.getState().logout();
      }
    }, 60_000);
    const events = ['pointerdown', 'keydown', 'scroll'] as const;
    events.forEach((e) => window.addEventListener(e, touch, { passive: true }));
    return () => {
      window.clearInterval(check);
      events.forEach((e) => window.removeEventListener(e, touch));
    };
  }, [user]);
}

export function Shell() {
  const user = useAuth((s) => s.user);
  const isMobile = useMediaQuery('(max-width: 639px)', false, { getInitialValueInEffect: false });
  const [navOpen, nav] = useDisclosure(false);
  const [helpOpen, help] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'oncocds-sidebar-collapsed',
    defaultValue: false,
  });
  const location = useLocation();
  const openHelp = useCallback(() => help.open(), [help]);
  useAppSessionGuard();
  useEffect(() => nav.close(), [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!user) return <LoadingScreen />;
  return (
    <ShellLayout
      {...{
        user,
        isMobile,
        navOpen,
        nav,
        helpOpen,
        help,
        collapsed,
        setCollapsed,
        openHelp,
        pathname: location.pathname,
      }}
    />
  );
}

function ShellLayout(props: {
  user: NonNullable<ReturnType<typeof authStore.getState>['user']>;
  isMobile: boolean;
  navOpen: boolean;
  nav: { toggle(): void; close(): void };
  helpOpen: boolean;
  help: { close(): void };
  collapsed: boolean;
  setCollapsed(v: boolean): void;
  openHelp(): void;
  pathname: string;
}): ReactNode {
  const { user, isMobile } = props;
  useGlobalShortcuts(user.role, props.openHelp, openCommandPalette);
  const profile = roleProfile(user.role);
  const signOut = () => void authStore.getState().logout();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={
        isMobile
          ? undefined
          : {
              width: props.collapsed ? 76 : 264,
              breakpoint: 1024,
              collapsed: { mobile: !props.navOpen },
            }
      }
      footer={isMobile ? { height: 64 } : undefined}
      padding={{ base: 'sm', sm: 'md' }}
      data-role={user.role}
    >
      <SkipLinks />
      <AppShell.Header>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={props.navOpen}
              onClick={props.nav.toggle}
              hiddenFrom={isMobile ? undefined : 'lg'}
              aria-label={props.navOpen ? 'Close navigation' : 'Open navigation'}
              size="sm"
            />
            <Title
              order={1}
              size="h4"
              c="var(--mantine-primary-color-filled)"
              style={{ whiteSpace: 'nowrap' }}
            >
              OncoCDS
            </Title>
            <Text size="sm" c="dimmed" visibleFrom="md">
              {profile.label}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <HeaderSearch role={user.role} compact={isMobile} />
            <NotificationsBell />
            <Tooltip label="Keyboard shortcuts (Shift+?)">
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={props.openHelp}
                aria-label="Keyboard shortcuts"
                visibleFrom="sm"
              >
                <Keyboard size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </AppShell.Header>
      {!isMobile && (
        <AppShell.Navbar>
          <Sidebar
            role={user.role}
            collapsed={props.collapsed}
            onToggleCollapsed={() => props.setCollapsed(!props.collapsed)}
            onNavigate={props.nav.close}
            onSignOut={signOut}
            displayName={`${user.firstName} ${user.lastName}`}
          />
        </AppShell.Navbar>
      )}
      {isMobile && (
        <MobileMenu
          role={user.role}
          opened={props.navOpen}
          onClose={props.nav.close}
          onSignOut={signOut}
          displayName={`${user.firstName} ${user.lastName}`}
        />
      )}
      <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        <OfflineBanner />
        <RenderErrorBoundary resetKey={props.pathname}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </RenderErrorBoundary>
        <ShellExtras />
      </AppShell.Main>
      {isMobile && (
        <AppShell.Footer>
          <MobileTabs role={user.role} />
        </AppShell.Footer>
      )}
      <ShortcutsDialog opened={props.helpOpen} onClose={props.help.close} role={user.role} />
    </AppShell>
  );
}
