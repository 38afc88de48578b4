import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { roleProfile, type Role } from '../../core/access';

const tuple = (...shades: string[]) => shades as unknown as MantineColorsTuple;

/**
 * SPEC §6 role colours. Shade 7 is the primary shade in light mode and was chosen so white text on
 * it passes WCAG AA (≥ 4.5:1) for every role.
 */
export const ROLE_COLORS: Record<string, MantineColorsTuple> = {
  blue: tuple(
    '#eff6ff',
    '#dbeafe',
    '#bfdbfe',
    '#93c5fd',
    '#60a5fa',
    '#3b82f6',
    '#2563eb',
    '#1d4ed8',
    '#1e40af',
    '#1e3a8a',
  ),
  indigo: tuple(
    '#eef2ff',
    '#e0e7ff',
    '#c7d2fe',
    '#a5b4fc',
    '#818cf8',
    '#6366f1',
    '#4f46e5',
    '#4338ca',
    '#3730a3',
    '#312e81',
  ),
  green: tuple(
    '#f0fdf4',
    '#dcfce7',
    '#bbf7d0',
    '#86efac',
    '#4ade80',
    '#22c55e',
    '#16a34a',
    '#15803d',
    '#166534',
    '#14532d',
  ),
  emerald: tuple(
    '#ecfdf5',
    '#d1fae5',
    '#a7f3d0',
    '#6ee7b7',
    '#34d399',
    '#10b981',
    '#059669',
    '#047857',
    '#065f46',
    '#064e3b',
  ),
  pink: tuple(
    '#fdf2f8',
    '#fce7f3',
    '#fbcfe8',
    '#f9a8d4',
    '#f472b6',
    '#ec4899',
    '#db2777',
    '#be185d',
    '#9d174d',
    '#831843',
  ),
  rose: tuple(
    '#fff1f2',
    '#ffe4e6',
    '#fecdd3',
    '#fda4af',
    '#fb7185',
    '#f43f5e',
    '#e11d48',
    '#be123c',
    '#9f1239',
    '#881337',
  ),
  purple: tuple(
    '#faf5ff',
    '#f3e8ff',
    '#e9d5ff',
    '#d8b4fe',
    '#c084fc',
    '#a855f7',
    '#9333ea',
    '#7e22ce',
    '#6b21a8',
    '#581c87',
  ),
  violet: tuple(
    '#f5f3ff',
    '#ede9fe',
    '#ddd6fe',
    '#c4b5fd',
    '#a78bfa',
    '#8b5cf6',
    '#7c3aed',
    '#6d28d9',
    '#5b21b6',
    '#4c1d95',
  ),
  orange: tuple(
    '#fff7ed',
    '#ffedd5',
    '#fed7aa',
    '#fdba74',
    '#fb923c',
    '#f97316',
    '#ea580c',
    '#c2410c',
    '#9a3412',
    '#7c2d12',
  ),
  amber: tuple(
    '#fffbeb',
    '#fef3c7',
    '#fde68a',
    '#fcd34d',
    '#fbbf24',
    '#f59e0b',
    '#d97706',
    '#b45309',
    '#92400e',
    '#78350f',
  ),
};

export function themeFor(role: Role | null): MantineThemeOverride {
  const profile = role ? roleProfile(role) : null;
  return createTheme({
    colors: ROLE_COLORS,
    primaryColor: profile?.primaryColor ?? 'blue',
    primaryShade: { light: 7, dark: 5 },
    // Filled badges and buttons pick black or white text by background luminance (yellow needs black).
    autoContrast: true,
    // Someone who asked their system for less motion gets no Mantine transitions (modals, menus,
    // popovers appear at once; WCAG 2.3.3). The journeys browse that way too, so axe never
    // measures a dialog's colours half faded in.
    respectReducedMotion: true,
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '650' },
    other: { accentColor: profile?.accentColor ?? 'indigo' },
    components: {
      // A table wider than the screen scrolls sideways: keyboard users must be able to reach
      // the scroll (WCAG 2.1.1, axe scrollable-region-focusable), so the viewport takes focus
      // and is named for screen readers.
      // A plain entry, not TableScrollContainer.extend(): importing the component here would put
      // the table and scroll-area code into the sign-in page's bundle (the theme loads there).
      TableScrollContainer: {
        defaultProps: {
          scrollAreaProps: {
            viewportProps: {
              tabIndex: 0,
              role: 'region',
              'aria-label': 'Table (scrolls sideways)',
            },
          },
        },
      },
    },
  });
}
