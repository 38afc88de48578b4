/**
 * Message colours that keep text at WCAG AA (4.5:1) on white and on their own light alert tint.
 * Mantine's default red, yellow and blue light-variant text falls below that (red 3.8:1, yellow
 * about 2:1), which axe flags; these are Tailwind red-700, amber-800, blue-700 and teal-700.
 */
export const TONE = {
  danger: '#b91c1c',
  warning: '#92400e',
  info: '#1d4ed8',
  success: '#0f766e',
} as const;
